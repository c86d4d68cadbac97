/**
 * Expiry: a job whose closing date has passed leaves search and lists (it becomes inactive, so the stream indexer
 * removes its entries and its company's and categories' open-job counts go down), and stays with its company as
 * "Expired" until reposted with a new closing date. The jobs due are found from the search index's list of every
 * active job (`POST#all`), whose entries carry the closing date (`cl`): one Query, never a Scan (search/listed-jobs.ts).
 */
import { isPastClosing } from '../../../../shared/closing-date.js';
import { getJobRecord } from './jobs-read.js';
import { updateJob } from './jobs-write.js';

/**
 * Makes the job inactive if it is still active and past its closing date (re-read: it may just have been reposted).
 * A write refused meanwhile (the job edited or gone) is left for the next run.
 */
export async function expireJob(id: number, now = new Date()): Promise<boolean> {
  const job = await getJobRecord(id);
  if (!job?.isActive || !isPastClosing(job.closingDate, now)) return false;
  return (await updateJob(id, { isActive: false })).ok;
}
