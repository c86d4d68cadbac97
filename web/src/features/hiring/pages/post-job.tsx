/**
 * Post job (/post-job, companies only): what the board asks of the company, then the job form; Cancel goes to
 * /dashboard, success says so and goes to /dashboard, where the new job is already in the list. A draft nearly the
 * same as one of the company's jobs of the last 30 days first offers to reopen (or edit) that job.
 */

import { defaultClosingDate } from '@shared/closing-date.js';
import { hiringLabels, notices, promiseTexts, screenTexts } from '@shared/texts.js';
import type { RepostCheck } from '@shared/types.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { failureToast, useToast } from '@/components/toast/toast-context.js';
import { BoardPromisesNotice } from '@/features/hiring/posting/board-promises-notice.js';
import { JobForm } from '@/features/hiring/posting/job-form.js';
import { JobFormPage } from '@/features/hiring/posting/job-form-page.js';
import { emptyJobForm, type JobFormValues, jobPayload } from '@/features/hiring/posting/job-form-values.js';
import { RepostOffer } from '@/features/hiring/posting/repost-offer.js';
import { useAction } from '@/lib/use-action.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useHiringCache } from '../use-hiring-cache.js';

export default function PostJobPage() {
  usePageTitle(hiringLabels.postJobTitle);
  const navigate = useNavigate();
  const toast = useToast();
  const cache = useHiringCache();
  // A fresh form each visit: its default closing date counts from today.
  const [initial] = useState(emptyJobForm);

  // While the offer is open the form's submission is still running (busy), so leaving the page asks nothing.
  const [offer, setOffer] = useState<{
    repostOf: NonNullable<RepostCheck['repostOf']>;
    values: JobFormValues;
    done: (outcome: Promise<void>) => void;
  }>();
  const reopening = useAction();

  /** Nearly one of the company's recent jobs? Then the offer is shown instead of posting (a failed check posts). */
  const repostOf = async (values: JobFormValues) => {
    const { title, description, requirements } = values;
    try {
      return (await callApi('check-repost', { body: { title, description, requirements } }))?.repostOf;
    } catch {
      return undefined;
    }
  };

  const submit = async (values: JobFormValues) => {
    const found = await repostOf(values);
    if (!found) return post(values);
    // Waits for the choice; "Post as a new job" hands over the posting's own outcome.
    try {
      await new Promise<void>((done) => setOffer({ repostOf: found, values, done: (outcome) => done(outcome) }));
    } finally {
      setOffer(undefined);
    }
  };

  const reopen = async () => {
    if (!offer) return;
    const { id, isActive } = offer.repostOf;
    if (isActive) {
      offer.done(Promise.resolve());
      navigate(`/edit-job/${id}`);
      return;
    }
    await reopening.run(
      async () => {
        const closingDate = jobPayload(offer.values, 'post').closingDate ?? defaultClosingDate();
        const job = await callApi('update-job', { params: { id }, body: { isActive: true, closingDate } });
        if (job) await cache.jobUpdated(job);
        toast.show({ title: promiseTexts.jobReopened, variant: 'success' });
        offer.done(Promise.resolve());
        navigate('/dashboard', { replace: true });
      },
      failureToast(toast, screenTexts.jobStateFailed, screenTexts.jobStateFailedText),
    );
  };

  const post = async (values: JobFormValues) => {
    try {
      const job = await callApi('create-job', { body: jobPayload(values, 'post') });
      if (job) await cache.jobPosted(job);
    } catch (error) {
      const description = failureText(error, notices.postJobFailedText);
      toast.show({ title: notices.postJobFailed, description, variant: 'destructive' });
      throw error;
    }
    toast.show({ title: notices.jobPosted, description: notices.jobPostedText, variant: 'success' });
    // In place of the form: Back then leads to where the company came from, not to an empty form.
    navigate('/dashboard', { replace: true });
  };

  return (
    <JobFormPage title={hiringLabels.postJobTitle} subtitle={hiringLabels.postJobSubtitle}>
      <BoardPromisesNotice />
      <JobForm initial={initial} mode="post" onSubmit={submit} onCancel={() => navigate('/dashboard')} />
      <RepostOffer
        repostOf={offer?.repostOf}
        busy={reopening.busy}
        onReopen={reopen}
        onPostAnyway={() => offer?.done(post(offer.values))}
        onKeepEditing={() => offer?.done(Promise.resolve())}
      />
    </JobFormPage>
  );
}
