/**
 * Reads of the seed through the mock API, with the signed-in page's session: the ids that parameterised
 * routes and the quotation screens need.
 */
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage';
import { expect } from './fixtures';
import { MOCK_API_URL } from './urls';

interface SeedRecord {
  _id: string;
  projectName?: string;
}

async function readSignedIn(page: Page, path: string): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.get(`${MOCK_API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return response.json();
}

/** A list the provider sends bare or under a key. */
const listIn = (body: unknown, key: string) => (Array.isArray(body) ? body : ((body as Record<string, unknown>)[key] ?? [])) as SeedRecord[];

export async function seedProjects(page: Page): Promise<SeedRecord[]> {
  const projects = listIn(await readSignedIn(page, '/project/getAllProjects'), 'projects');
  expect(projects.length, 'the seed has no project').toBeGreaterThan(0);
  return projects;
}

/** Values for the routes' parameters: the first project. */
export async function routeValues(page: Page): Promise<Record<string, string>> {
  return { projectId: (await seedProjects(page))[0]._id };
}

/** The project's first quotation item chosen, as Quotation Management leaves the choice for the sheets. */
export async function chooseFirstItem(page: Page, projectId: string): Promise<void> {
  const [item] = listIn(await readSignedIn(page, `/quotation/getQuotationItemsByProject/${encodeURIComponent(projectId)}`), 'items');
  await page.evaluate(
    ({ keys, projectId, itemId }) => {
      localStorage.setItem(keys.project, projectId);
      localStorage.setItem(keys.item, itemId);
    },
    { keys: { project: STORAGE_KEYS.selectedProjectId, item: STORAGE_KEYS.selectedItemId }, projectId, itemId: item._id },
  );
}
