import { invoke } from '../testing/invoke.js';
import { makeCompany } from '../testing/jobs.js';

describe('GET /api/companies/{id}', () => {
  it('answers the company with its details', async () => {
    const { company, user } = await makeCompany('Umbrella Health', { location: 'Boston, MA' });
    const response = await invoke('get-company', { params: { id: String(company.id) } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: company.id, userId: user.id, name: 'Umbrella Health', jobCount: 0 });
    expect(response.headers['cache-control']).toContain('max-age=60');
  });

  it.each(['abc', '0', '424242'])('answers 404 {"message"} for id %j', async (id) => {
    const response = await invoke('get-company', { params: { id } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Company not found' });
  });
});
