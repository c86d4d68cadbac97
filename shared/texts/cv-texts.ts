/**
 * Words of the saved CV on the site: the profile's CV section, the apply dialog's choice and the company's
 * download. The rules' own messages (wrong type, too big…) are `cvMessages` in schemas/cv.ts.
 */

/** "1.2 MB", "340 KB": a file's size as people read it. */
export function fileSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${megabytes.toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const cvLabels = {
  // Profile
  section: 'CV',
  sectionText: 'Keep your CV here and apply to any job in one click. PDF or Word (.docx), up to 5 MB.',
  noCv: 'No CV saved yet',
  upload: 'Upload CV',
  replace: 'Replace',
  replaceCv: (name: string) => `Replace ${name}`,
  delete: 'Delete',
  deleteCv: (name: string) => `Delete ${name}`,
  uploading: 'Uploading your CV…',
  checking: 'Checking the file…',
  fileFacts: (size: string, date: string) => `${size} · uploaded ${date}`,
  saved: 'CV saved',
  savedText: (name: string) => `${name} is ready for one-click apply.`,
  saveFailed: 'Could not save your CV',
  saveFailedText: 'Something went wrong while uploading. Please try again.',
  deleteTitle: 'Delete your CV?',
  deleteText: 'Your saved CV will be removed. Companies you have already applied to keep the copy you sent them.',
  deleting: 'Deleting…',
  deleted: 'CV deleted',
  deleteFailed: 'Could not delete your CV',
  // Apply dialog
  howToApply: 'How do you want to apply?',
  withSavedCv: 'Apply with my saved CV',
  withText: 'Paste my resume as text',
  uploadHint: 'Upload a CV in your profile to apply in one click next time.',
  goToProfile: 'Go to your profile',
  // An application
  cv: 'CV',
  cvSent: (name: string, size: string) => `${name} (${size})`,
  downloadCv: 'Download CV',
  downloadCvOf: (name: string) => `Download CV of ${name}`,
  downloading: 'Preparing…',
  downloadFailed: 'Could not download the CV',
  noCoverLetter: 'No cover letter was sent.',
} as const;
