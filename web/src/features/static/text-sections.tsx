/** Headed sections of paragraphs, for the legal and policy pages. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 4 }}>
          <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
          {section.bullets && (
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {section.bullets.map((bullet) => (
                <Typography component="li" key={bullet} sx={{ mb: 0.5 }}>
                  {bullet}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}
