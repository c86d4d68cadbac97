import { createdAccount } from '../testing/created-account.js';
import { invoke } from '../testing/invoke.js';
import { makeCompany } from '../testing/jobs.js';

describe('GET /api/companies/user/{userId}', () => {
  it('answers the company a company account owns', async () => {
    const { company, user } = await makeCompany('Stark Industries');
    const response = await invoke('get-company-by-user', { params: { userId: String(user.id) } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: company.id, name: 'Stark Industries', userId: user.id });
  });

  it('answers 404 for a job seeker, an unknown user and a non-numeric id', async () => {
    const seeker = await createdAccount({
      username: 'seeker1',
      email: 'seeker1@example.com',
      name: 'Sam Seeker',
      role: 'job_seeker',
      passwordHash: 'not-a-real-hash',
    });
    for (const userId of [String(seeker.id), '987654', 'me']) {
      const response = await invoke('get-company-by-user', { params: { userId } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Company not found' });
    }
  });
});
