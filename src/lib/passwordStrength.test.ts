import { passwordScore, passwordStrength } from './passwordStrength';

test.each([
  ['', 0, 'Weak'],
  ['abc', 1, 'Weak'], // lowercase only
  ['abcdef', 2, 'Weak'], // length 6, lowercase
  ['abcdeF', 3, 'Medium'], // + uppercase
  ['abcdeF1', 4, 'Medium'], // + digit
  ['abcdeF12', 5, 'Strong'], // + length 8
  ['abcdeF1!', 6, 'Strong'], // everything
  ['ABCDEFGH', 3, 'Medium'], // length 6, length 8, uppercase
  ['12345!', 3, 'Medium'], // length 6, digit, symbol
])('%j scores %i: %s', (password, score, strength) => {
  expect(passwordScore(password)).toBe(score);
  expect(passwordStrength(password)).toBe(strength);
});
