/**
 * Post job (/post-job, companies only): the job form; Cancel goes to /dashboard, success says so
 * and goes to /dashboard, where the new job is already in the list.
 */

import { hiringLabels, notices } from '@shared/texts.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { useToast } from '@/components/toast/toast-context.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { BoardPromisesNotice } from '../board-promises-notice.js';
import { JobForm } from '../job-form.js';
import { JobFormPage } from '../job-form-page.js';
import { emptyJobForm, type JobFormValues, jobPayload } from '../job-form-values.js';
import { useHiringCache } from '../use-hiring-cache.js';

export default function PostJobPage() {
  usePageTitle(hiringLabels.postJobTitle);
  const navigate = useNavigate();
  const toast = useToast();
  const cache = useHiringCache();
  // A fresh form each visit: its default closing date counts from today.
  const [initial] = useState(emptyJobForm);

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
    navigate('/dashboard');
  };

  return (
    <JobFormPage title={hiringLabels.postJobTitle} subtitle={hiringLabels.postJobSubtitle}>
      <BoardPromisesNotice />
      <JobForm initial={initial} mode="post" onSubmit={post} onCancel={() => navigate('/dashboard')} />
    </JobFormPage>
  );
}
