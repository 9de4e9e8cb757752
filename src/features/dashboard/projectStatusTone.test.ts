import { projectStatusTone } from './projectStatusTone';

test('the four statuses and other wordings get a colour by meaning', () => {
  expect(projectStatusTone('Pending')).toBe('warning');
  expect(projectStatusTone('Planning')).toBe('secondary');
  expect(projectStatusTone('On Progress')).toBe('info');
  expect(projectStatusTone('In Progress')).toBe('info');
  expect(projectStatusTone('Completed')).toBe('success');
  expect(projectStatusTone('cancelled')).toBe('error');
  expect(projectStatusTone('Canceled')).toBe('error');
  expect(projectStatusTone('On Hold')).toBe('warning');
  expect(projectStatusTone('')).toBe('default');
  expect(projectStatusTone('Something else')).toBe('default');
});
