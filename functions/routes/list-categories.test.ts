import { invoke } from '../testing/invoke.js';
import { makeCategories, makeCompany, postJob } from '../testing/jobs.js';

describe('GET /api/categories', () => {
  it('answers an empty array before any category exists', async () => {
    const response = await invoke('list-categories');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('lists the categories in order with icon and real active-job counts, cacheable for 5 minutes', async () => {
    await makeCategories(['Engineering'], 'CodeIcon');
    await makeCategories(['Design'], 'PaletteIcon');
    const owner = await makeCompany('Initrode');
    await postJob(owner, { categories: ['Engineering', 'Design'] });
    await postJob(owner, { categories: ['Engineering'] });
    await postJob(owner, { categories: ['Engineering'], isActive: false });
    const response = await invoke('list-categories');
    expect(response.body).toEqual([
      { id: expect.any(Number), name: 'Engineering', icon: 'CodeIcon', jobCount: 2 },
      { id: expect.any(Number), name: 'Design', icon: 'PaletteIcon', jobCount: 1 },
    ]);
    expect(response.headers['cache-control']).toContain('max-age=300');
  });
});
