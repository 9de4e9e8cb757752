import { ApiError } from './apiError';
import { connectionErrorText, type ConnectionErrorTexts } from './connectionErrorText';

const TEXTS: ConnectionErrorTexts = {
  html: 'HTML answer',
  unreachable: 'No connection',
  notFound: 'Not found...',
  otherwise: (detail) => `Failed: ${detail}`,
};

test.each([
  ['an HTML page', new ApiError('html', 'Server returned an HTML page instead of JSON', { status: 200 }), 'HTML answer'],
  ['an HTML 404 page', new ApiError('html', 'Server returned an HTML page instead of JSON', { status: 404 }), 'HTML answer'],
  ['a refused connection', new ApiError('network', 'Network Error'), 'No connection'],
  ['a time-out', new ApiError('timeout', 'timeout of 5000ms exceeded'), 'No connection'],
  ['a 404', new ApiError('http', 'Request failed with status 404', { status: 404, body: { message: 'Cannot GET' } }), 'Not found...'],
  ['the server’s error', new ApiError('http', 'Request failed with status 500', { status: 500, body: { error: 'Mongo down', message: 'Oops' } }), 'Failed: Mongo down'],
  ['the server’s message', new ApiError('http', 'Request failed with status 500', { status: 500, body: { message: 'Oops' } }), 'Failed: Oops'],
  ['no server text', new ApiError('http', 'Request failed with status 503', { status: 503, body: {} }), 'Failed: Request failed with status 503'],
  ['broken JSON', new ApiError('invalidJson', 'Server returned invalid JSON', { status: 200 }), 'Failed: Server returned invalid JSON'],
  ['another error', new Error('Something odd'), 'Failed: Something odd'],
])('%s', (_case, error, text) => {
  expect(connectionErrorText(error, TEXTS)).toBe(text);
});

test('a screen without an HTML text treats an HTML page as anything else', () => {
  const { html: _html, ...noHtml } = TEXTS;
  expect(connectionErrorText(new ApiError('html', 'Server returned an HTML page instead of JSON', { status: 200 }), noHtml)).toBe(
    'Failed: Server returned an HTML page instead of JSON',
  );
});
