/**
 * A picture, or the first letter of the name when there is none or it fails to load (company logos).
 * Hand-made rather than MUI's Avatar to keep the home page's first download small.
 */
import Box from '@mui/material/Box';
import { useCallback, useState } from 'react';

interface Props {
  name: string;
  src?: string;
  size?: number;
  shape?: 'circle' | 'rounded';
  /** The picture's text where it should be announced (the job page's logo); else it is decoration. */
  alt?: string;
}

export function InitialAvatar({ name, src, size = 40, shape = 'circle', alt }: Props) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  // A server-rendered picture may have failed before the app took over: its error event is gone, but it is complete
  // with no width. Seen when the app attaches, so it falls back like one failing later.
  const checkLoaded = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <Box
      component="span"
      aria-hidden={!(showImage && alt)}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        borderRadius: shape === 'circle' ? '50%' : 1,
        bgcolor: showImage ? 'background.paper' : 'primary.main',
        color: 'primary.contrastText',
        border: showImage ? 1 : 0,
        borderColor: 'divider',
        fontWeight: 700,
        fontSize: size * 0.42,
      }}
    >
      {showImage ? (
        // The name is written next to the picture, so the image needs no text unless asked. Its size is fixed, so
        // nothing moves when it arrives.
        <Box
          component="img"
          src={src}
          alt={alt ?? ''}
          width={size}
          height={size}
          loading="lazy"
          ref={checkLoaded}
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </Box>
  );
}
