import { screenTexts, siteLabels } from '@shared/texts.js';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/testing/api-mock.js';
import { renderApp } from '@/testing/render.js';

const resource = (id: number, name: string, category: string) => ({
  id,
  name,
  category,
  description: `About ${name}`,
  url: `https://learn.example/${id}`,
  icon: 'BookOpen',
  tags: ['free'],
});

describe('Resources', () => {
  it('groups the resources by category, each opening in a new tab', async () => {
    mockApi({
      'GET /api/resources': [
        resource(1, 'Resume Guide', 'Career Development'),
        resource(2, 'SQL Basics', 'Technical Skills'),
        resource(3, 'Interview Prep', 'Career Development'),
      ],
    });
    renderApp('/resources');
    const career = await screen.findByRole('region', { name: 'Career Development' });
    expect(
      within(career)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Resume Guide', 'Interview Prep']);
    const link = within(career).getByRole('link', {
      name: `${siteLabels.visitResource} ${screenTexts.resourceInNewTab('Resume Guide')}`,
    });
    expect(link).toHaveAttribute('href', 'https://learn.example/1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('region', { name: 'Technical Skills' })).toHaveTextContent('SQL Basics');
  });

  it('says when there are none', async () => {
    mockApi({ 'GET /api/resources': [] });
    renderApp('/resources');
    expect(await screen.findByText(siteLabels.noResources)).toBeInTheDocument();
  });
});
