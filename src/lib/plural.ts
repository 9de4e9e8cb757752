/** "1 user", "4 users": counts with proper singular and plural forms (ruling 12). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
