/** Near-duplicates across companies: flagged to the admin desk's audit log with the similarity; the own company's and other texts are not. */

import { auditEntries } from '../../testing/audit-log.js';
import { jobBody, postJobAs } from '../../testing/hiring.js';
import { indexSearch } from '../../testing/jobs.js';
import { makeCompanyPrincipal } from '../../testing/principals.js';

const description =
  'Drive our electric delivery vans around the city centre, load and unload parcels, keep the van clean and ' +
  'talk kindly with customers at their doors. Early starts, four days a week, a team that looks after you.';
const requirements = 'A full driving licence, a clean record and the strength to lift 25 kg parcels.';

it('flags a job nearly the same as another company’s, with the similarity, and nothing else', async () => {
  const first = await makeCompanyPrincipal('Van Co One');
  const second = await makeCompanyPrincipal('Van Co Two');
  const original = (await postJobAs(first, jobBody({ title: 'Delivery Driver', description, requirements }))).body;
  await indexSearch();
  const copy = (
    await postJobAs(
      second,
      jobBody({ title: 'Delivery Driver', description: description.replace('four days', 'five days'), requirements }),
    )
  ).body;
  const other = (
    await postJobAs(
      second,
      jobBody({
        title: 'Pastry Chef',
        description: 'Bake croissants and tarts for our two cafés from five in the morning, and train an apprentice.',
        requirements: 'Three years in a professional bakery and a love of butter.',
      }),
    )
  ).body;
  const flags = (await auditEntries()).filter((entry) => entry.action === 'job.near-duplicate');
  expect(flags).toHaveLength(1);
  expect(flags[0]).toMatchObject({ actor: { id: 0 }, target: { kind: 'job', id: copy.id, label: 'Delivery Driver' } });
  expect(flags[0]?.reason).toMatch(
    new RegExp(`^\\d+ % the same text as job ${original.id} "Delivery Driver" of Van Co One$`),
  );
  expect(flags.some((flag) => flag.target.id === other.id || flag.target.id === original.id)).toBe(false);
});
