import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/lib/apiError';
import { failureText, fieldRefusal, OFFLINE_WRITE_TEXT, runWrite, useWrite } from './writeCore';

const refused = (status: number, message?: string) => new ApiError('http', `HTTP ${status}`, { status, body: message ? { message } : {} });

describe('failureText', () => {
  const texts = { otherwise: 'Failed to save.', unreachable: 'Cannot connect.', html: 'An HTML page came back.', invalidJson: 'Broken JSON.', server: 'message' as const };

  test('reads the error kind, then the server message, then the fallback', () => {
    expect(failureText(texts, new ApiError('network', 'down'))).toBe('Cannot connect.');
    expect(failureText(texts, new ApiError('timeout', 'slow'))).toBe('Cannot connect.');
    expect(failureText(texts, new ApiError('html', 'page'))).toBe('An HTML page came back.');
    expect(failureText(texts, new ApiError('invalidJson', 'bad'))).toBe('Broken JSON.');
    expect(failureText(texts, refused(409, 'Already taken'))).toBe('Already taken');
    expect(failureText(texts, refused(500))).toBe('Failed to save.');
    expect(failureText(texts, new Error('storage full'))).toBe('Failed to save.');
  });

  test('a fixed text, or one made from the error and the write’s arguments', () => {
    expect(failureText('Could not save', refused(500, 'x'))).toBe('Could not save');
    expect(failureText((error: unknown, name: string) => `${name}: ${(error as Error).message}`, new Error('offline'), 'Cement')).toBe('Cement: offline');
  });
});

describe('fieldRefusal', () => {
  const rules = [
    { field: 'email', status: 400, names: /e-?mail/i },
    { field: 'gst', status: 409, message: 'GST taken', alsoTell: true },
  ] as const;

  test('puts a refusal on the field its message or status names', () => {
    expect(fieldRefusal(refused(400, 'This e-mail is in use'), rules)).toMatchObject({ field: 'email', message: 'This e-mail is in use' });
    expect(fieldRefusal(refused(409, 'Duplicate'), rules)).toMatchObject({ field: 'gst', message: 'GST taken', alsoTell: true });
  });

  test('names no field for another status, other words, or no answer', () => {
    expect(fieldRefusal(refused(400, 'Name is required'), rules)).toBeNull();
    expect(fieldRefusal(refused(500, 'e-mail server down'), rules)).toBeNull();
    expect(fieldRefusal(new ApiError('network', 'down'), rules)).toBeNull();
  });
});

describe('runWrite', () => {
  test('tells a success and runs what follows it', async () => {
    const tell = vi.fn();
    const onSaved = vi.fn();
    const outcome = await runWrite({ send: (n: number) => Promise.resolve(n * 2), successText: (result) => `Saved ${result}`, errorText: 'No', tell, onSaved }, 21);
    expect(outcome).toEqual({ status: 'saved', result: 42 });
    expect(tell).toHaveBeenCalledWith('Saved 42', 'success');
    expect(onSaved).toHaveBeenCalledWith(42, 21);
  });

  test('a refusal that names a field goes there, and only there unless told otherwise', async () => {
    const tell = vi.fn();
    const put = vi.fn();
    const onFailed = vi.fn();
    const outcome = await runWrite({
      send: () => Promise.reject(refused(400, 'Email already registered')),
      errorText: 'Failed to add.',
      refusals: { rules: [{ field: 'email', names: /email/i }], put },
      tell,
      onFailed,
    });
    expect(outcome.status).toBe('failed');
    expect(put).toHaveBeenCalledWith('email', 'Email already registered');
    expect(onFailed).toHaveBeenCalled();
    expect(tell).not.toHaveBeenCalled();

    await runWrite({ send: () => Promise.reject(refused(500)), errorText: 'Failed to add.', refusals: { rules: [{ field: 'email', names: /email/i }], put }, tell });
    expect(tell).toHaveBeenCalledWith('Failed to add.', 'error');
  });

  test('a write called off before it is sent tells nothing', async () => {
    const tell = vi.fn();
    const send = vi.fn(() => Promise.resolve());
    expect(await runWrite({ send, proceed: () => Promise.resolve(false), successText: 'Saved', errorText: 'No', tell })).toEqual({ status: 'calledOff' });
    expect(send).not.toHaveBeenCalled();
    expect(tell).not.toHaveBeenCalled();
  });
});

test('useWrite sends a key’s write once while it runs', async () => {
  const { result } = renderHook(() => useWrite());
  let finish = () => {};
  const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const tell = vi.fn();
  let first: Promise<unknown> = Promise.resolve();
  let second: unknown;
  await act(async () => {
    first = result.current.run(['line-1'], { send, successText: 'Saved', errorText: 'No', tell });
    second = await result.current.run(['bulk', 'line-1'], { send, successText: 'Saved', errorText: 'No', tell });
  });
  expect(second).toEqual({ status: 'busy' });
  expect(result.current.holds('line-1')).toBe(true);
  expect(result.current.holds('bulk')).toBe(false);
  await act(async () => {
    finish();
    await first;
  });
  expect(send).toHaveBeenCalledTimes(1);
  expect(tell).toHaveBeenCalledTimes(1);
  expect(result.current.holds('line-1')).toBe(false);
});

describe('runWrite offline', () => {
  test('sends nothing, asks nothing, says the changes are kept; online again, the same write is sent', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    const send = vi.fn((n: number) => Promise.resolve(n));
    const proceed = vi.fn(() => Promise.resolve(true));
    const onFailed = vi.fn();
    const tell = vi.fn();
    const write = { send, proceed, errorText: 'No', successText: 'Saved', tell, onFailed };

    expect(await runWrite(write, 1)).toEqual({ status: 'offline' });
    expect(send).not.toHaveBeenCalled();
    expect(proceed).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
    expect(tell).toHaveBeenCalledWith(OFFLINE_WRITE_TEXT, 'notice');
    expect(OFFLINE_WRITE_TEXT).toBe('You are offline: your changes are kept here and can be sent when you are back online');

    offline.mockReturnValue(true);
    expect(await runWrite(write, 2)).toEqual({ status: 'saved', result: 2 });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
