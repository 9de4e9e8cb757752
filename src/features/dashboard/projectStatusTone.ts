/** A chip colour for a project status, by its meaning rather than its exact wording (01 §4). */
export type StatusTone = 'success' | 'info' | 'secondary' | 'warning' | 'error' | 'default';

const TONES: readonly (readonly [RegExp, StatusTone])[] = [
  [/cancel|reject|fail|abandon|terminat/, 'error'],
  [/complete|done|finish|closed|deliver/, 'success'],
  [/progress|ongoing|active|started|running/, 'info'],
  [/plan/, 'secondary'],
  [/pending|hold|wait|paused|draft|new/, 'warning'],
];

export function projectStatusTone(status: string): StatusTone {
  const text = status.trim().toLowerCase();
  return TONES.find(([pattern]) => pattern.test(text))?.[1] ?? 'default';
}
