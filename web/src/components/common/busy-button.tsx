/**
 * A button whose action takes a while (useAction's or useForm's `busy`, the next page on its way): while `busy` it
 * looks as MUI draws a disabled button, with a spinner or its busy words, and ignores presses, but it is not
 * `disabled`: it says so with `aria-disabled` and keeps the focus. A browser takes the focus off a button that
 * becomes disabled (Chromium at once), so a keyboard user pressing Save found the focus on the page's body, heard
 * nothing, and their next Tab started from the top. MUI's `loading` disables the button too, so it is not used for
 * a button the visitor has just pressed.
 */
import Box from '@mui/material/Box';
import Button, { type ButtonProps, buttonClasses } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { MouseEvent } from 'react';

export interface BusyButtonProps extends Omit<ButtonProps, 'loading' | 'loadingIndicator' | 'loadingPosition'> {
  /** The action runs: presses are ignored and the button says it is working. */
  busy: boolean;
  /**
   * How it says so: a spinner over its words (which stay its name), a spinner in place of its start icon, or
   * nothing more (its words change to say it, 'Saving...').
   */
  spinner?: 'center' | 'start' | 'none';
}

const spinnerIcon = <CircularProgress color="inherit" size={16} aria-hidden />;

export function BusyButton({
  busy,
  spinner = 'center',
  onClick,
  className,
  startIcon,
  children,
  ...props
}: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // A submit button's click would send its form again: neither it nor the Enter of a field gets through.
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      {...props}
      // MUI's own disabled look (colours, no pointer events), without the attribute that takes the focus away.
      className={busy ? [className, buttonClasses.disabled].filter(Boolean).join(' ') : className}
      aria-disabled={busy || undefined}
      onClick={press}
      startIcon={busy && spinner === 'start' ? spinnerIcon : startIcon}
    >
      {busy && spinner === 'center' ? (
        <>
          {/* Unseen but still read: the words stay the button's name and hold its width. */}
          <Box component="span" sx={{ opacity: 0 }}>
            {children}
          </Box>
          <Box
            component="span"
            sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            {spinnerIcon}
          </Box>
        </>
      ) : (
        children
      )}
    </Button>
  );
}
