import { createResource } from '../lib/db/catalog/resources.js';
import { invoke } from '../testing/invoke.js';

describe('GET /api/resources', () => {
  it('lists every resource with its category and tags, cacheable for an hour', async () => {
    const guide = {
      name: 'Interview Guide',
      description: 'How to prepare for interviews.',
      url: 'https://example.com/interviews',
      category: 'Career Development',
      icon: 'BookIcon',
      tags: ['interviews'],
    };
    await createResource(guide);
    await createResource({ ...guide, name: 'Resume Tips', category: 'Resume Writing', tags: [] });
    const response = await invoke('list-resources');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: expect.any(Number), ...guide },
      { id: expect.any(Number), ...guide, name: 'Resume Tips', category: 'Resume Writing', tags: [] },
    ]);
    expect(response.headers['cache-control']).toContain('max-age=3600');
  });
});
