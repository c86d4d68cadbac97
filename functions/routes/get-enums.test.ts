import { invoke } from '../testing/invoke.js';

describe('GET /api/enums', () => {
  it('lists the five job types with their labels, cacheable for an hour', async () => {
    const response = await invoke('get-enums');
    expect(response.status).toBe(200);
    expect(response.body.jobTypes).toEqual([
      { value: 'full_time', label: 'Full-time' },
      { value: 'part_time', label: 'Part-time' },
      { value: 'contract', label: 'Contract' },
      { value: 'remote', label: 'Remote' },
      { value: 'internship', label: 'Internship' },
    ]);
    expect(response.body.roles.map((role: { value: string }) => role.value)).toEqual(['job_seeker', 'company']);
    expect(response.headers['cache-control']).toContain('max-age=3600');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
