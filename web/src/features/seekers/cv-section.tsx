/**
 * The profile's CV section (job seekers): the saved CV's name (a link that opens it, through a one-minute link the
 * API signs on the click: download-cv), size and date with Replace and Delete (which asks first), or Upload CV when there is none. A wrong type or a file over 5 MB is said at once, before any upload;
 * the server's own refusals (the content is not a PDF or Word document) are said the same way. While it works a
 * progress bar and a status line say how far it is, and the buttons wait. The focus stays on the section's main
 * button, which a finished upload or deletion may have replaced.
 */
import Description from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CV_CONTENT_TYPES } from '@shared/schemas/cv.js';
import { cvLabels, fileSize } from '@shared/texts/cv-texts.js';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { FileSection } from '@/components/common/file-section.js';
import { useToast } from '@/components/toast/toast-context.js';
import { longDate } from '@/lib/long-date.js';
import { openDownload } from '@/lib/open-download.js';
import { useAction } from '@/lib/use-action.js';
import { useSavedCv } from './use-saved-cv.js';

const ACCEPT = ['.pdf', '.docx', ...Object.values(CV_CONTENT_TYPES)].join(',');

export function CvSection() {
  const toast = useToast();
  const { cv, work, failure, upload, remove } = useSavedCv();
  const onFile = async (file: File) => {
    if (await upload(file)) {
      toast.show({ title: cvLabels.saved, description: cvLabels.savedText(file.name), variant: 'success' });
    }
  };
  const opening = useAction();
  const open = () =>
    opening.run(
      async () => {
        const answer = await callApi('download-cv');
        if (answer) openDownload.go(answer.url);
      },
      (error) => {
        toast.show({ title: failureText(error, cvLabels.downloadFailed), variant: 'destructive' });
        return undefined;
      },
    );
  const onRemove = async () => {
    if (await remove()) toast.show({ title: cvLabels.deleted, variant: 'default' });
  };

  return (
    <FileSection
      title={cvLabels.section}
      text={cvLabels.sectionText}
      accept={ACCEPT}
      hasFile={Boolean(cv)}
      work={work}
      failure={failure}
      words={{
        upload: cvLabels.upload,
        replace: cvLabels.replace,
        replaceName: cv && cvLabels.replaceCv(cv.name),
        remove: cvLabels.delete,
        removeName: cv && cvLabels.deleteCv(cv.name),
        uploading: cvLabels.uploading,
        checking: cvLabels.checking,
        removing: cvLabels.deleting,
        removeTitle: cvLabels.deleteTitle,
        removeText: cvLabels.deleteText,
      }}
      onFile={onFile}
      onRemove={onRemove}
    >
      {(buttons) => (
        <>
          {cv ? (
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 2 }}>
              <Description color="primary" aria-hidden sx={{ mt: 0.25 }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => void open()}
                    // Not disabled, which would take the focus off it: a press meanwhile is ignored (useAction).
                    aria-disabled={opening.busy || undefined}
                    sx={{ textAlign: 'left', font: 'inherit' }}
                  >
                    {cv.name}
                  </Link>
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {cvLabels.fileFacts(fileSize(cv.size), longDate(cv.uploadedAt))}
                </Typography>
              </Box>
            </Box>
          ) : (
            <Typography sx={{ mb: 2, fontWeight: 500 }}>{cvLabels.noCv}</Typography>
          )}
          {buttons}
        </>
      )}
    </FileSection>
  );
}
