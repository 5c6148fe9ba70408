import type { ReactNode } from 'react';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import type { SafetyCampaign } from './campaigns';
import { Card } from '@credit-portal/ui';

/** A page of one safety campaign (its publicity, its clue form; the route names the campaign): the page's panel and h1. */
export function CampaignFrame({ campaign, children }: { campaign: SafetyCampaign; children: (campaign: SafetyCampaign) => ReactNode }) {
  const meta = useRouteMeta();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>{meta?.pageTitle ?? meta?.title}</PageTitle>
      {children(campaign)}
    </Card>
  );
}
