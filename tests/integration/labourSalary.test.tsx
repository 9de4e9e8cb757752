import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { PATHS } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { db, newId } from '../../mocks/db';
import { addScenario, clearScenarios, failWith } from '../../mocks/scenarios';
import { GATE_HIRES, SEED_LABOUR_PROFILES } from '../../mocks/seedProjects';
import { holdRequests } from '../holdRequests';
import { renderApp } from '../renderApp';
import { received, recordRequests } from '../serverLog';
import { addTestProject } from './helpers';

const LOAD = { timeout: 10_000 };
const SLOW = { timeout: 30_000 };

beforeAll(async () => {
  await Promise.all([import('@/app/layout/AppLayout'), import('@/features/labour/LabourSalaryPage')]);
}, 60_000);

interface Worker {
  name: string;
  phone?: string;
  wage: number;
  paymentStatus?: 'paid' | 'unpaid';
  task?: string;
}

let extra = 0;

/** A project of our own with one quotation item and the given labour work entries. */
async function addSite(projectName: string, workers: Worker[], description = 'Compound wall in size stone masonry') {
  extra += 1;
  const now = Date.now() + extra * 1000;
  const { project, items: [item] } = await addTestProject(projectName, [{ description, date: '2026-03-14' }], now);
  const entries = [];
  for (const [i, worker] of workers.entries()) {
    entries.push(
      await db.labourWork.create({
        _id: newId(now + i),
        quotationId: item._id,
        name: worker.name,
        phone: worker.phone ?? '',
        task: worker.task ?? 'Masonry',
        hours: 8,
        wage: worker.wage,
        paymentStatus: worker.paymentStatus ?? 'unpaid',
        createdAt: new Date(now + i).toISOString(),
      }),
    );
  }
  return { project, item, entries };
}

const allEntries = () => db.labourWork.findMany(undefined);
const sum = (entries: { wage: number }[]) => Math.round(entries.reduce((s, e) => s + e.wage, 0) * 100) / 100;

async function openSalary() {
  const view = renderApp(PATHS.labourSalary, { as: 'hrManager' });
  await screen.findByRole('status', { name: 'Records shown' }, LOAD);
  return view;
}

const table = () => screen.getByRole('table', { name: 'Labour salary records' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const footer = () => screen.getByRole('status', { name: 'Records shown' });
const card = (label: string) => screen.getByRole('group', { name: label });
const toast = () => screen.findByRole('alert', undefined, LOAD);

async function search(user: UserEvent, text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search by name, phone, project or quotation' });
  await user.clear(box);
  await user.type(box, text);
}

describe('the labour salary screen', SLOW, () => {
  test('lists every labour work entry with the cards and footer over all of them', async () => {
    await openSalary();
    const entries = allEntries();
    const paid = entries.filter((e) => e.paymentStatus === 'paid');
    const unpaid = entries.filter((e) => e.paymentStatus === 'unpaid');
    expect(paid.length).toBeGreaterThan(0);
    expect(card('Total Wages')).toHaveTextContent(formatRupees(sum(entries)));
    expect(card('Paid Wages')).toHaveTextContent(formatRupees(sum(paid)));
    expect(card('Unpaid Wages')).toHaveTextContent(formatRupees(sum(unpaid)));
    expect(footer()).toHaveTextContent(`Showing ${entries.length} of ${entries.length} records`);
    expect(footer()).toHaveTextContent(`Total: ${formatRupees(sum(entries))}Paid: ${formatRupees(sum(paid))}Unpaid: ${formatRupees(sum(unpaid))}`);
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Phone', 'Project', 'Wage', 'Date', 'Status', 'Action']);
    expect(table()).toHaveAttribute('aria-rowcount', String(entries.length + 1));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  test('a row shows the name, phone, project name - number, wage, date and its status select', async () => {
    const { project } = await addSite('Lakeside Clinic', [{ name: 'Irfan Mulla', phone: '9812345670', wage: 725.5, paymentStatus: 'paid' }]);
    const { user } = await openSalary();
    await search(user, 'Irfan');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const cells = within(bodyRows()[0]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['Irfan Mulla', '9812345670', `Lakeside Clinic - ${project.projectNumber}`, '₹725.50', '14/03/2026']);
    expect(within(bodyRows()[0]).getByRole('combobox', { name: 'Payment status of Irfan Mulla' })).toHaveValue('paid');
  });

  test('shows how far the load has got while the labour entries are read', async () => {
    const release = holdRequests('get', '/labourwork/quotation/:id');
    renderApp(PATHS.labourSalary, { as: 'hrManager' });
    await screen.findByRole('progressbar', { name: 'Loading labour records' }, LOAD);
    const bar = () => screen.getByRole('progressbar', { name: 'Loading labour records' });
    const items = db.quotationItems.findMany(undefined).length;
    const projects = db.projects.findMany(undefined).length;
    const total = 1 + projects + items;
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuetext', `Loading labour records: ${1 + projects} of ${total.toLocaleString('en-IN')} requests`), LOAD);
    expect(screen.getByText(`Loading labour records: ${1 + projects} of ${total.toLocaleString('en-IN')} requests`)).toBeInTheDocument();
    // No total is claimed before the records are in.
    for (const label of ['Total Wages', 'Paid Wages', 'Unpaid Wages']) expect(card(label)).toHaveTextContent('—');
    release();
    await screen.findByRole('status', { name: 'Records shown' }, LOAD);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('search looks in the name, phone, project name and quotation description', async () => {
    await addSite('Hosapete Water Tank', [{ name: 'Gangamma Doddamani', phone: '9000011122', wage: 500 }], 'Elevated sump with ladder and railing');
    const { user } = await openSalary();
    const total = allEntries().length;
    for (const text of ['gangamma', '9000011122', 'water tank', 'LADDER AND RAILING']) {
      await search(user, text);
      await waitFor(() => expect(footer()).toHaveTextContent(`Showing 1 of ${total} records`));
      expect(within(bodyRows()[0]).getByText('Gangamma Doddamani')).toBeInTheDocument();
    }
    // The footer's totals follow the filtered records; the cards keep covering all of them.
    expect(footer()).toHaveTextContent(`Total: ${formatRupees(500)}Paid: ${formatRupees(0)}Unpaid: ${formatRupees(500)}`);
    expect(card('Total Wages')).toHaveTextContent(formatRupees(sum(allEntries())));
  });

  test('the status and project filters narrow the list; the bulk bar shows only while a filter is active and finds records', async () => {
    const { project } = await addSite('Ilkal Bus Stand', [
      { name: 'Worker Paid One', wage: 700, paymentStatus: 'paid' },
      { name: 'Worker Unpaid One', wage: 600 },
      { name: 'Worker Unpaid Two', wage: 650 },
    ]);
    const { user } = await openSalary();
    const entries = allEntries();
    const total = entries.length;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    const paid = entries.filter((e) => e.paymentStatus === 'paid');
    await waitFor(() => expect(footer()).toHaveTextContent(`Showing ${paid.length} of ${total} records`));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent(`${paid.length} records match the filters`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), `Ilkal Bus Stand - ${project.projectNumber}`);
    await waitFor(() => expect(footer()).toHaveTextContent(`Showing 1 of ${total} records`));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('1 record match the filters');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unpaid');
    await waitFor(() => expect(footer()).toHaveTextContent(`Showing 2 of ${total} records`));
    expect(footer()).toHaveTextContent(`Total: ${formatRupees(1250)}Paid: ${formatRupees(0)}Unpaid: ${formatRupees(1250)}`);

    await search(user, 'nobody by this name');
    await waitFor(() => expect(screen.getByText('No labour records found')).toBeInTheDocument());
    expect(screen.getByText('No records match your search criteria. Try adjusting the search or filters.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(footer()).toHaveTextContent(`Showing 0 of ${total} records`);

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(footer()).toHaveTextContent(`Showing ${total} of ${total} records`));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  test('with no labour entries at all: the empty state points to Labour Management', async () => {
    for (const entry of allEntries()) db.labourWork.delete(entry);
    await openSalary();
    expect(screen.getByText('No labour records found')).toBeInTheDocument();
    expect(screen.getByText('Add labour entries in Labour Management first')).toBeInTheDocument();
    expect(footer()).toHaveTextContent('Showing 0 of 0 records');
  });
});

describe('the Labour Details modal', SLOW, () => {
  test('shows the three blocks, with the bank details of the profile matched by name', async () => {
    const person = SEED_LABOUR_PROFILES[0];
    const profile = db.labourProfiles.findFirst((q) => q.where({ name: person.name }))!;
    const { project } = await addSite('Badami Heritage Walkway', [{ name: `  ${person.name.toUpperCase()} `, phone: person.phone, wage: 950, task: 'Stone pitching' }]);
    const { user } = await openSalary();
    await search(user, 'Badami');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(within(bodyRows()[0]).getByRole('button', { name: /^View/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Labour Details' });
    const block = (name: string) => within(dialog).getByRole('region', { name });
    const pairs = (name: string) =>
      within(block(name))
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs('Basic Information')).toEqual([
      ['Name', `  ${person.name.toUpperCase()} `],
      ['Phone', person.phone],
      ['Task', 'Stone pitching'],
      ['Hours', '8'],
      ['Wage', '₹950.00'],
    ]);
    expect(pairs('Project Information')).toEqual([
      ['Project', `Badami Heritage Walkway - ${project.projectNumber}`],
      ['Quotation', 'Compound wall in size stone masonry'],
      ['Date', '14/03/2026'],
      ['Payment Status', 'Unpaid'],
    ]);
    expect(pairs('Banking Information')).toEqual([
      ['Account Number', profile.accountNumber],
      ['IFSC Code', profile.ifscCode],
      ['Branch Name', profile.branchName],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a labourer without a profile: banking information is not available', async () => {
    const { user } = await openSalary();
    await search(user, GATE_HIRES[0].name);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(within(bodyRows()[0]).getByRole('button', { name: /^View/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Labour Details' });
    const banking = within(dialog).getByRole('region', { name: 'Banking Information' });
    expect(banking).toHaveTextContent('Banking information not available. This labour may not have a complete profile.');
    expect(within(banking).queryByRole('term')).not.toBeInTheDocument();
  });
});

describe('payment status', SLOW, () => {
  test('a change shows at once, sends the whole record to PUT /labourwork/update/{id} and logs the activity', async () => {
    const { entries } = await addSite('Gadag Cold Storage', [{ name: 'Ravi Lamani', phone: '9880011223', wage: 800, task: 'Roof sheeting' }]);
    const [entry] = entries;
    const log = recordRequests();
    const { user } = await openSalary();
    await search(user, 'Ravi Lamani');
    const select = await within(table()).findByRole('combobox', { name: 'Payment status of Ravi Lamani' });
    const release = holdRequests('put', '/labourwork/update/:id');
    await user.selectOptions(select, 'paid');
    // Shown before the server has answered, with the cards and footer following.
    expect(select).toHaveValue('paid');
    await waitFor(() => expect(footer()).toHaveTextContent(`Paid: ${formatRupees(800)}`));
    release();
    expect(await toast()).toHaveTextContent('Payment status updated to paid!');
    const [put] = received(log, 'PUT', '/labourwork/update/:id');
    expect(put.path).toBe(`/labourwork/update/${entry._id}`);
    expect(put.body).toEqual({ _id: entry._id, quotationId: entry.quotationId, name: 'Ravi Lamani', phone: '9880011223', task: 'Roof sheeting', hours: 8, wage: 800, paymentStatus: 'paid' });
    expect(db.labourWork.findFirst((q) => q.where({ _id: entry._id }))).toMatchObject({ paymentStatus: 'paid', task: 'Roof sheeting', wage: 800 });
    await waitFor(() =>
      expect(db.activities.findFirst((q) => q.where({ entityType: 'labour', entityId: entry._id }))).toMatchObject({
        action: 'updated',
        description: 'Marked wage of Ravi Lamani as paid',
      }),
    );
  });

  test('a failed save puts the status back and says why', async () => {
    const { entries } = await addSite('Koppal Godown', [{ name: 'Hanumanth Walikar', wage: 650 }]);
    addScenario(failWith('PUT', `/labourwork/update/${entries[0]._id}`, 500, { message: 'Ledger is locked' }));
    const { user } = await openSalary();
    await search(user, 'Hanumanth');
    const select = await within(table()).findByRole('combobox', { name: 'Payment status of Hanumanth Walikar' });
    await user.selectOptions(select, 'paid');
    expect(await toast()).toHaveTextContent('Failed to update payment status: Ledger is locked');
    expect(select).toHaveValue('unpaid');
    expect(footer()).toHaveTextContent(`Paid: ${formatRupees(0)}`);
    expect(db.activities.findFirst((q) => q.where({ entityType: 'labour', entityId: entries[0]._id }))).toBeUndefined();
  });

  test('a record gone from the server: Labour record not found', async () => {
    const { entries } = await addSite('Sindhanur Rice Mill', [{ name: 'Shankrappa Kuri', wage: 700, paymentStatus: 'paid' }]);
    const { user } = await openSalary();
    await search(user, 'Shankrappa');
    const select = await within(table()).findByRole('combobox', { name: 'Payment status of Shankrappa Kuri' });
    db.labourWork.delete(entries[0]);
    await user.selectOptions(select, 'unpaid');
    expect(await toast()).toHaveTextContent(/^Labour record not found$/);
    expect(select).toHaveValue('paid');
  });
});

describe('bulk payment status', SLOW, () => {
  const crew = [
    { name: 'Crew Member Anand', wage: 600 },
    { name: 'Crew Member Basava', wage: 650 },
    { name: 'Crew Member Chandra', wage: 700 },
    { name: 'Crew Member Devi', wage: 550, paymentStatus: 'paid' as const },
  ];

  async function filterCrew(user: UserEvent) {
    await search(user, 'Crew Member');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('4 records match the filters'));
  }

  test('marks the filtered records record by record; failures are put back and counted', async () => {
    const { entries } = await addSite('Raichur Canal Lining', crew);
    const [anand, basava, chandra, devi] = entries;
    addScenario(failWith('PUT', `/labourwork/update/${basava._id}`, 500, { message: 'Ledger is locked' }));
    const log = recordRequests();
    const { user } = await openSalary();
    await filterCrew(user);
    await user.click(screen.getByRole('button', { name: 'Mark All Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Bulk Update' });
    expect(dialog).toHaveTextContent('Are you sure you want to mark 3 records as paid?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark All Paid' }));
    expect(await toast()).toHaveTextContent(/^Successfully updated 2 records to paid\. 1 failed\.$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Devi was already paid: only the other three were sent, each as its whole record.
    const puts = received(log, 'PUT', '/labourwork/update/:id');
    expect(puts.map((p) => p.path).sort()).toEqual([anand, basava, chandra].map((e) => `/labourwork/update/${e._id}`).sort());
    expect(puts.find((p) => p.path.endsWith(chandra._id))?.body).toMatchObject({ _id: chandra._id, name: 'Crew Member Chandra', wage: 700, paymentStatus: 'paid' });
    expect(within(table()).getByRole('combobox', { name: 'Payment status of Crew Member Basava' })).toHaveValue('unpaid');
    expect(within(table()).getByRole('combobox', { name: 'Payment status of Crew Member Anand' })).toHaveValue('paid');
    expect(footer()).toHaveTextContent(`Total: ${formatRupees(2500)}Paid: ${formatRupees(1850)}Unpaid: ${formatRupees(650)}`);
    expect(db.labourWork.findFirst((q) => q.where({ _id: devi._id }))?.paymentStatus).toBe('paid');
    await waitFor(() => expect(db.activities.findMany((q) => q.where({ entityType: 'labour', action: 'updated' })).filter((a) => a.description.includes('Crew Member'))).toHaveLength(2));
  });

  test('one record: the singular; none saved: Failed to update any records', async () => {
    const { entries } = await addSite('Bidar Fort Repairs', crew);
    for (const entry of entries.slice(1, 3)) addScenario(failWith('PUT', `/labourwork/update/${entry._id}`, 500, { message: 'Ledger is locked' }));
    const { user } = await openSalary();
    await filterCrew(user);
    await user.click(screen.getByRole('button', { name: 'Mark All Paid' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark All Paid' }));
    expect(await toast()).toHaveTextContent(/^Successfully updated 1 record to paid\. 2 failed\.$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    addScenario(failWith('PUT', '/labourwork/update/:id', 500, { message: 'Ledger is locked' }));
    await user.click(screen.getByRole('button', { name: 'Mark All Unpaid' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to mark 2 records as unpaid?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark All Unpaid' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to update any records$/), LOAD);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table()).getByRole('combobox', { name: 'Payment status of Crew Member Devi' })).toHaveValue('paid');
  });

  test('all of them at the status already: No records to update, nothing sent', async () => {
    await addSite('Hampi Visitor Centre', crew.map((c) => ({ ...c, paymentStatus: 'paid' as const })));
    const log = recordRequests();
    const { user } = await openSalary();
    await filterCrew(user);
    await user.click(screen.getByRole('button', { name: 'Mark All Paid' }));
    expect(await toast()).toHaveTextContent(/^No records to update$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(received(log, 'PUT', '/labourwork/update/:id')).toHaveLength(0);
  });
});

describe('load failures', SLOW, () => {
  test('the projects cannot be read: Failed to fetch labour records with Retry', async () => {
    addScenario(failWith('GET', '/project/getAllProjects', 500, { message: 'Database offline' }));
    const { user } = renderApp(PATHS.labourSalary, { as: 'hrManager' });
    const banner = await screen.findByText('Failed to fetch labour records: Database offline', undefined, LOAD);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    clearScenarios();
    await user.click(within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('status', { name: 'Records shown' }, LOAD);
    expect(footer()).toHaveTextContent(`Showing ${allEntries().length} of ${allEntries().length} records`);
  });

  test('the labour profiles cannot be read: the list shows, and a banner says bank details cannot be shown', async () => {
    addScenario(failWith('GET', '/labourprofile/getAll', 500, { message: 'Register offline' }));
    const { user } = await openSalary();
    expect(footer()).toHaveTextContent(`Showing ${allEntries().length} of ${allEntries().length} records`);
    const banner = (await screen.findByText('Failed to load labour profiles: bank details cannot be shown.', undefined, LOAD)).closest('[role="alert"]') as HTMLElement;
    await search(user, SEED_LABOUR_PROFILES[0].name);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(within(bodyRows()[0]).getByRole('button', { name: /^View/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Labour Details' });
    expect(within(dialog).getByRole('region', { name: 'Banking Information' })).toHaveTextContent('Banking information not available.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    clearScenarios();
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Failed to load labour profiles: bank details cannot be shown.')).not.toBeInTheDocument(), LOAD);
  });

  test('some parts fail: what loaded is shown, the failures counted, and Retry reads only those parts', async () => {
    const projects = db.projects.findMany(undefined, { orderBy: { createdAt: 'asc' } });
    const items = db.quotationItems.findMany((q) => q.where({ projectId: projects[0]._id }), { orderBy: { createdAt: 'asc' } });
    const failedItem = items.find((item) => db.labourWork.findMany((q) => q.where({ quotationId: item._id })).length > 0)!;
    addScenario(failWith('GET', `/quotation/getQuotationItemsByProject/${projects[1]._id}`, 500, { message: 'Timeout' }));
    addScenario(failWith('GET', `/labourwork/quotation/${failedItem._id}`, 503, { message: 'Busy' }));
    const lost = allEntries().filter(
      (e) => e.quotationId === failedItem._id || db.quotationItems.findFirst((q) => q.where({ _id: e.quotationId }))?.projectId === projects[1]._id,
    );
    const total = allEntries().length;
    expect(lost.length).toBeGreaterThan(0);

    const log = recordRequests();
    const { user } = await openSalary();
    expect(footer()).toHaveTextContent(`Showing ${total - lost.length} of ${total - lost.length} records`);
    const banner = screen.getByText('2 parts of the labour records failed to load; the list may be incomplete.').closest('[role="alert"]') as HTMLElement;

    clearScenarios();
    log.length = 0;
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(footer()).toHaveTextContent(`Showing ${total} of ${total} records`), LOAD);
    expect(screen.queryByText(/failed to load/)).not.toBeInTheDocument();
    const reads = log.filter((r) => r.method === 'GET' && !r.path.startsWith('/auth') && !r.path.startsWith('/labourprofile'));
    const project1Items = db.quotationItems.findMany((q) => q.where({ projectId: projects[1]._id }));
    expect(reads.map((r) => r.path).sort()).toEqual(
      [
        `/quotation/getQuotationItemsByProject/${projects[1]._id}`,
        `/labourwork/quotation/${failedItem._id}`,
        ...project1Items.map((item) => `/labourwork/quotation/${item._id}`),
      ].sort(),
    );
  });
  test("with parts missing, 'Mark All' is not offered: the records a failed read would have given are not there to change", async () => {
    const { project, item } = await addSite('Badami Check Dam', [{ name: 'Dam Worker Shivappa', wage: 800 }]);
    const other = db.projects.findMany(undefined).find((p) => p._id !== project._id)!;
    addScenario(failWith('GET', `/quotation/getQuotationItemsByProject/${other._id}`, 500, { message: 'Timeout' }));
    const log = recordRequests();
    const { user } = await openSalary();
    const banner = screen.getByText('1 part of the labour records failed to load; the list may be incomplete.').closest('[role="alert"]') as HTMLElement;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unpaid');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark All Paid' })).not.toBeInTheDocument();

    clearScenarios();
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bulk actions' })).toBeInTheDocument(), LOAD);
    expect(received(log, 'PUT', '/labourwork/update/:id')).toHaveLength(0);
    expect(db.labourWork.findFirst((q) => q.where({ quotationId: item._id }))!.paymentStatus).toBe('unpaid');
  });

  test('every record failing to load is no result: the load error with Retry, no Data as of, no ₹0.00 cards, no footer', async () => {
    addScenario(failWith('GET', '/labourwork/quotation/:id', 500, { message: 'Register offline' }));
    const { user } = renderApp(PATHS.labourSalary, { as: 'hrManager' });
    const banner = (await screen.findByText('Failed to fetch labour records: Register offline', undefined, LOAD)).closest('[role="alert"]') as HTMLElement;
    expect(screen.queryByText(/^Data as of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /^Records shown/ })).not.toBeInTheDocument();
    for (const label of ['Total Wages', 'Paid Wages', 'Unpaid Wages']) expect(card(label)).toHaveTextContent(new RegExp(`^${label}—$`));

    clearScenarios();
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('status', { name: 'Records shown' }, LOAD);
    expect(footer()).toHaveTextContent(`Showing ${allEntries().length} of ${allEntries().length} records`);
    expect(card('Total Wages')).toHaveTextContent(formatRupees(sum(allEntries())));
  });
});
