import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { campaignOfPath, type SafetyCampaign } from './campaigns';
import { Card } from '@credit-portal/ui';

/** A page of one safety campaign (its publicity, its clue form): the campaign by the address, the page's panel and h1. */
export function CampaignFrame({ children }: { children: (campaign: SafetyCampaign) => ReactNode }) {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const campaign = campaignOfPath(pathname);
  if (!campaign) return null;
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>{meta?.pageTitle ?? meta?.title}</PageTitle>
      {children(campaign)}
    </Card>
  );
}
