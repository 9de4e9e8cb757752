import { projectLabel, projectOptions } from './projectLabel';

const line = (projectName: string, projectNumber: string) => ({ projectName, projectNumber });

describe('projectOptions', () => {
  it('lists each project that has records once, by its label, in alphabetical order, however the records are grouped', () => {
    const records = [
      line('Sai Residency', '2026/SGKE/002'),
      line('Sai Residency', '2026/SGKE/002'),
      line('Green Valley Villas', '2026/SGKE/001'),
      line('Sai Residency', '2026/SGKE/002'),
      line('Anand Nagar Road', ''),
      line('Green Valley Villas', '2026/SGKE/001'),
      line('Sai Residency', '2026/SGKE/009'),
    ];
    expect(projectOptions(records)).toEqual(['Anand Nagar Road', 'Green Valley Villas - 2026/SGKE/001', 'Sai Residency - 2026/SGKE/002', 'Sai Residency - 2026/SGKE/009']);
  });

  it('gives no options for no records', () => {
    expect(projectOptions([])).toEqual([]);
  });

  it('names a project by its name and number, or its name alone', () => {
    expect(projectLabel(line('Sai Residency – Block A', '2026/SGKE/001'))).toBe('Sai Residency – Block A - 2026/SGKE/001');
    expect(projectLabel(line('Anand Nagar Road', ''))).toBe('Anand Nagar Road');
  });
});
