// Credit-report applications (信用报告申请, user centre; spec §7 "creditreportapply"): an enterprise
// applies for its credit report for a purpose, downloads it once generated and shares it with other
// organisations for a while. The PDF is the archives feature's credit report (archives/render.ts).
import type { Feature } from '../../kernel/feature.js';
import { labels } from './labels.js';
import { handlers } from './handlers.js';
import { schema } from './schema.js';
import { seedReportApplications } from './seed.js';

export const reportApply: Feature = {
  name: 'reportapply',
  schema,
  seed: seedReportApplications,
  handlers,
  labels,
};
