import { writeFaultCrawlReport } from './faultCrawl';

/** After the run: the fault crawl's counts to PORTAL_FAULT_CRAWL_REPORT, when asked for and when it ran. */
export default function faultCrawlTeardown() {
  const file = process.env.PORTAL_FAULT_CRAWL_REPORT;
  if (file) writeFaultCrawlReport(file);
}
