import { Link, useLoaderData } from 'react-router';
import { InteractionBoard } from './InteractionBoard';
import type { interactionBoardLoader } from './loaders';
import { PageFrame } from '../../views/PageFrame';
import { Text } from '@credit-portal/ui';

/** 互动回复 (/website-interaction-info-list): every answered public question, searchable; the route's loader reads the page the address asks for. */
export function Component() {
  const page = useLoaderData<typeof interactionBoardLoader>();
  return (
    <PageFrame as="section">
      <Text tone="muted" leading="body">
        以下为提问人同意公开且已答复的网站互动，提问人姓名已隐去部分。<Link to="/website-interaction#ask">我要提问</Link>
      </Text>
      <InteractionBoard searchLabel="互动回复查询" page={page} />
    </PageFrame>
  );
}
Component.displayName = 'InteractionListPage';
