/**
 * The signed-in company's own company, for its profile screen: read from GET /api/companies/{id} (the session
 * names the id), saved through PUT, the logo uploaded (checked here by name and size first, then a presigned POST
 * with progress, then the API checks the bytes) and removed. Each answer is written into the cached company page
 * at once, without asking the server again: its answer may be kept by the browser for a minute, and must not
 * bring back what was just changed. Lists that show the company (directory, jobs) are emptied to be read again.
 */

import type { CompanyProfileInput } from '@shared/schemas/company-profile.js';
import { uploadProblem } from '@shared/schemas/file-upload.js';
import { logoMessages, logoUploadSchema } from '@shared/schemas/logo.js';
import { companyProfileLabels as t } from '@shared/texts/company-texts.js';
import type { Company, CompanyDetails } from '@shared/types.js';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiKeys, apiUrl, callApi, useApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { useForgetCached } from '@/api/use-forget-cached.js';
import { useSession } from '@/api/use-session.js';
import type { FileWork } from '@/components/common/file-section.js';
import { BucketRefusal, postToBucket } from '@/lib/post-to-bucket.js';
import { useAction } from '@/lib/use-action.js';

function logoFailure(error: unknown): string {
  if (error instanceof BucketRefusal) return error.tooLarge ? logoMessages.tooBig : t.logoFailed;
  return failureText(error, t.logoFailed);
}

const idle: FileWork = { phase: 'idle' };

export function useOwnCompany() {
  const { user, setUser } = useSession();
  const companyId = user?.role === 'company' ? user.companyId : undefined;
  const page = useApi('get-company', companyId === undefined ? null : { params: { id: companyId } });
  const { mutate } = useSWRConfig();
  const forgetCached = useForgetCached();
  const logoSending = useAction();
  // How far the running logo upload or removal is; idle whenever nothing runs.
  const [logoStep, setLogoStep] = useState<FileWork>({ phase: 'idle' });

  /** The cached company page takes the answer; the lists that show the company are read again. */
  const keep = async (company: Company) => {
    const key = apiUrl('get-company', { params: { id: company.id } });
    await mutate<CompanyDetails>(
      key,
      (current) => (current ? { ...current, ...company, logo: company.logo } : current),
      {
        revalidate: false,
      },
    );
    await forgetCached(apiKeys('list-companies', 'list-jobs', 'get-job', 'list-dashboard-jobs'));
  };

  const save = async (profile: CompanyProfileInput): Promise<Company> => {
    const company = (await callApi('update-company', { params: { id: companyId as number }, body: profile }))!;
    await keep(company);
    if (user && company.name !== user.company) await setUser({ ...user, company: company.name });
    return company;
  };

  /** Uploads and publishes the file; true when it is the logo now (else `logoFailure` says why). */
  const uploadLogo = async (file: File): Promise<boolean> => {
    const problem = uploadProblem(logoUploadSchema, file);
    if (problem || companyId === undefined) {
      logoSending.setFailure(problem ?? '');
      return false;
    }
    const params = { id: companyId };
    return logoSending.run(async () => {
      setLogoStep({ phase: 'uploading', percent: 0 });
      const ticket = await callApi('start-logo-upload', { params, body: { fileName: file.name, size: file.size } });
      if (!ticket) throw new Error('No upload ticket');
      await postToBucket(ticket, file, (percent) => setLogoStep({ phase: 'uploading', percent }));
      setLogoStep({ phase: 'checking' });
      const company = await callApi('save-company-logo', { params, body: { uploadId: ticket.uploadId } });
      if (company) await keep(company);
    }, logoFailure);
  };

  const removeLogo = async (): Promise<boolean> => {
    if (companyId === undefined) return false;
    return logoSending.run(async () => {
      setLogoStep({ phase: 'removing' });
      const company = await callApi('delete-company-logo', { params: { id: companyId } });
      if (company) await keep(company);
    }, t.removeFailed);
  };

  return {
    companyId,
    company: page.data,
    error: page.error as Error | undefined,
    retry: () => page.mutate(),
    save,
    logoWork: logoSending.busy ? logoStep : idle,
    logoFailure: logoSending.failure,
    uploadLogo,
    removeLogo,
  };
}
