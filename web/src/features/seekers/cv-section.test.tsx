import { cvMessages } from '@shared/schemas/cv.js';
import { cvLabels } from '@shared/texts/cv-texts.js';
import type { CvFile } from '@shared/types.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openDownload } from '@/lib/open-download.js';
import { json, mockApi } from '@/testing/api-mock.js';
import { fakeBucket } from '@/testing/fake-bucket.js';
import { aUser } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';

const savedCv: CvFile = { name: 'Jamie CV.pdf', size: 1_258_291, type: 'pdf', uploadedAt: '2025-03-04T10:00:00.000Z' };
const ticket = { uploadId: '3f0c1d5e-8d6a-4a53-9a55-2b1f1c3e4d5f', url: 'https://bucket.test/', fields: { key: 'k' } };

const section = () => screen.getByRole('region', { name: cvLabels.section });
/** Chooses a file in the hidden picker, whatever its `accept` says (a person can pick "All files"). */
const choose = (chosen: File) =>
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [chosen] } });
const file = (name: string, size: number, type = 'application/pdf') => {
  const made = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('Profile: CV', () => {
  it("shows the seeker's saved CV: name, size and date, with Replace and Delete", async () => {
    mockApi({ 'GET /api/user': aUser({ cv: savedCv }) });
    renderApp('/profile');
    await screen.findByRole('region', { name: cvLabels.section });
    expect(within(section()).getByText('Jamie CV.pdf')).toBeInTheDocument();
    expect(within(section()).getByText(cvLabels.fileFacts('1.2 MB', 'March 4, 2025'))).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: cvLabels.replaceCv('Jamie CV.pdf') })).toBeEnabled();
    expect(within(section()).getByRole('button', { name: cvLabels.deleteCv('Jamie CV.pdf') })).toBeEnabled();
  });

  it('opens the saved CV from its name, through a link asked for on the click', async () => {
    const go = vi.spyOn(openDownload, 'go').mockImplementation(() => undefined);
    const api = mockApi({
      'GET /api/user': aUser({ cv: savedCv }),
      'GET /api/user/cv/download': { url: 'https://bucket.test/cv/3/abc?X-Amz-Signature=def' },
    });
    const { user } = renderApp('/profile');
    await screen.findByRole('region', { name: cvLabels.section });
    expect(api.to('/api/user/cv/download')).toHaveLength(0);
    await user.click(within(section()).getByRole('button', { name: 'Jamie CV.pdf' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://bucket.test/cv/3/abc?X-Amz-Signature=def'));
  });

  it('has no CV section for a company', async () => {
    mockApi({ 'GET /api/user': aUser({ role: 'company', company: 'Acme', companyId: 9 }) });
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Jamie Seeker' });
    expect(screen.queryByRole('region', { name: cvLabels.section })).not.toBeInTheDocument();
  });

  it('refuses a wrong type and a file over 5 MB before asking the API anything', async () => {
    const api = mockApi({ 'GET /api/user': aUser() });
    renderApp('/profile');
    await screen.findByText(cvLabels.noCv);
    choose(file('setup.exe', 2000, 'application/octet-stream'));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(cvMessages.wrongType);
    choose(file('big.pdf', 6 * 1024 * 1024));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(cvMessages.tooBig);
    expect(api.to('/api/user/cv/uploads')).toHaveLength(0);
  });

  it('uploads to the bucket, saves, shows the new CV and keeps the focus on Replace', async () => {
    const sent = fakeBucket();
    const stored: CvFile = { name: 'New CV.pdf', size: 2048, type: 'pdf', uploadedAt: '2025-03-05T10:00:00.000Z' };
    const api = mockApi({
      'GET /api/user': aUser(),
      'POST /api/user/cv/uploads': json(ticket, { status: 201 }),
      'PUT /api/user/cv': stored,
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: cvLabels.upload }));
    choose(file('New CV.pdf', 2048));

    const replace = await within(section()).findByRole('button', { name: cvLabels.replaceCv('New CV.pdf') });
    expect(within(section()).getByText(cvLabels.fileFacts('2 KB', 'March 5, 2025'))).toBeInTheDocument();
    expect(api.to('/api/user/cv/uploads')[0]?.body).toEqual({ fileName: 'New CV.pdf', size: 2048 });
    expect(sent[0]?.url).toBe(ticket.url);
    expect(sent[0]?.form.get('key')).toBe('k');
    expect((sent[0]?.form.get('file') as File | undefined)?.name).toBe('New CV.pdf');
    expect(api.to('/api/user/cv')[0]?.body).toEqual({ uploadId: ticket.uploadId, fileName: 'New CV.pdf' });
    expect(await screen.findByText(cvLabels.saved)).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveFocus());
  });

  it("says the server's refusal of the content and keeps the CV there was", async () => {
    fakeBucket();
    mockApi({
      'GET /api/user': aUser({ cv: savedCv }),
      'POST /api/user/cv/uploads': json(ticket, { status: 201 }),
      'PUT /api/user/cv': json({ message: cvMessages.wrongType }, { status: 400 }),
    });
    renderApp('/profile');
    await screen.findByRole('region', { name: cvLabels.section });
    choose(file('renamed.pdf', 2048));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(cvMessages.wrongType);
    expect(within(section()).getByText('Jamie CV.pdf')).toBeInTheDocument();
  });

  it("says the bucket's own size refusal in the same words", async () => {
    fakeBucket(400, '<Error><Code>EntityTooLarge</Code></Error>');
    const api = mockApi({ 'GET /api/user': aUser(), 'POST /api/user/cv/uploads': json(ticket, { status: 201 }) });
    renderApp('/profile');
    await screen.findByText(cvLabels.noCv);
    choose(file('cv.pdf', 2048));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(cvMessages.tooBig);
    expect(api.to('/api/user/cv')).toHaveLength(0);
  });

  it('deletes only after the confirmation, then offers Upload CV with the focus on it', async () => {
    const api = mockApi({ 'GET /api/user': aUser({ cv: savedCv }), 'DELETE /api/user/cv': { message: 'ok' } });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: cvLabels.deleteCv('Jamie CV.pdf') }));
    const dialog = await screen.findByRole('alertdialog', { name: cvLabels.deleteTitle });
    expect(api.to('/api/user/cv')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: cvLabels.delete }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const upload = await within(section()).findByRole('button', { name: cvLabels.upload });
    expect(within(section()).getByText(cvLabels.noCv)).toBeInTheDocument();
    expect(api.to('/api/user/cv')[0]?.method).toBe('DELETE');
    await waitFor(() => expect(upload).toHaveFocus());
  });
});
