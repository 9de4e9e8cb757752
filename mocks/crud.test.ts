import { Collection } from '@msw/data';
import { number, object, string } from 'yup';
import { callMock } from './callMock';
import { crudHandlers, type Fields } from './crud';
import { server } from './node';
import { fail, text } from './respond';
import { DEMO_ACCOUNTS, SEED_STAFF } from './seed';

/** A resource made only for these tests: a note, with a title and a rank. */
const notes = new Collection({
  schema: object({ _id: string().required(), title: string().required(), rank: number().required(), createdAt: string().required() }),
});
type Note = ReturnType<typeof notes.all>[number];

const removedWith: string[] = [];

function readNote(row: Record<string, unknown>): Fields<Note> {
  const title = text(row.title);
  if (!title) fail(400, 'Title is required');
  return { title, rank: Number(row.rank ?? 0) };
}

const noteHandlers = crudHandlers(
  { store: notes, notFound: 'Note not found', answer: (note: Note) => ({ _id: note._id, title: note.title, rank: note.rank }) },
  {
    list: { path: '/note/list', access: 'signedIn', key: 'notes', records: () => notes.findMany(undefined, { orderBy: [{ rank: 'asc' }, { _id: 'asc' }] }) },
    get: { path: '/note/get/:id', access: 'signedIn', key: 'note' },
    create: { path: '/note/create', access: 'MANAGE_VENDOR', message: 'Note created', key: 'note', read: readNote },
    update: {
      path: '/note/update/:id',
      access: ['MANAGE_LABOR', 'MANAGE_ACCOUNTS'],
      message: 'Note updated',
      key: 'note',
      guard: (note) => {
        if (note.title === 'Locked') fail(400, 'Locked notes cannot be modified');
      },
      read: (body) => readNote(body),
    },
    remove: {
      path: '/note/delete/:id',
      access: 'MANAGE_VENDOR',
      message: 'Note deleted',
      guard: (note) => {
        if (note.title === 'Locked') fail(400, 'Locked notes cannot be deleted');
      },
      cascade: (note) => void removedWith.push(note._id),
    },
  },
);

const batchHandlers = crudHandlers(
  { store: notes, notFound: 'Note not found' },
  {
    createMany: {
      path: '/note/createMany',
      access: 'MANAGE_VENDOR',
      message: 'Notes saved',
      key: 'notes',
      read: (body) => (Array.isArray(body.items) ? body.items : []).map((row) => readNote(row as Record<string, unknown>)),
    },
  },
);

/** A resource whose writes are multipart: the body's strings stay strings and its file arrives as a File. */
const received: Record<string, unknown>[] = [];
const multipartHandlers = crudHandlers(
  { store: notes, notFound: 'Note not found' },
  {
    create: {
      path: '/note/upload',
      access: 'MANAGE_VENDOR',
      key: 'note',
      body: 'multipart',
      read: (body) => {
        received.push(body);
        return readNote(body);
      },
    },
    update: {
      path: '/note/upload/:id',
      access: 'MANAGE_VENDOR',
      key: 'note',
      body: 'multipart',
      read: (body) => {
        received.push(body);
        return readNote(body);
      },
    },
  },
);

const PROJECT_MANAGER = DEMO_ACCOUNTS.projectManager.email;
const HR_MANAGER = SEED_STAFF.find((s) => s.role === 'HR Manager')!.email;

beforeEach(() => {
  notes.clear();
  removedWith.length = 0;
  received.length = 0;
  server.use(...noteHandlers, ...batchHandlers, ...multipartHandlers);
});

async function addNote(title: string, rank = 0): Promise<string> {
  const { status, body } = await callMock('POST', '/note/create', { body: { title, rank } });
  expect(status).toBe(201);
  return body.note._id as string;
}

describe('create', () => {
  test('issues an id and a creation time, and answers 201 with the message and the record as answers show it', async () => {
    const { status, body } = await callMock('POST', '/note/create', { body: { title: ' First ', rank: 2 } });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: 'Note created', note: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), title: 'First', rank: 2 } });
    const [stored] = notes.all();
    expect(stored._id).toBe(body.note._id);
    expect(Number.isNaN(Date.parse(stored.createdAt))).toBe(false);
  });

  test('issues a new id to every record, growing with creation', async () => {
    const ids = [await addNote('a'), await addNote('b'), await addNote('c')];
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort()).toEqual(ids);
  });

  test('a body the resource refuses is its 400, and nothing is saved', async () => {
    const { status, body } = await callMock('POST', '/note/create', { body: { title: '  ' } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'Title is required' });
    expect(notes.all()).toHaveLength(0);
  });

  test('a body that is not a JSON object is 400', async () => {
    const { status, body } = await callMock('POST', '/note/create', { body: ['a list'] });
    expect(status).toBe(400);
    expect(body.message).toBe('Request body must be a JSON object');
  });

  test('needs a signed-in user (401) holding the permission (403), and saves nothing otherwise', async () => {
    const anonymous = await callMock('POST', '/note/create', { as: null, body: { title: 'x' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Not authorized, token missing or invalid');
    const refused = await callMock('POST', '/note/create', { as: PROJECT_MANAGER, body: { title: 'x' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have permission to perform this action');
    expect(notes.all()).toHaveLength(0);
  });
});

describe('createMany', () => {
  test('saves the rows in order, a millisecond apart, and answers 201 with all of them', async () => {
    const { status, body } = await callMock('POST', '/note/createMany', { body: { items: [{ title: 'one' }, { title: 'two' }] } });
    expect(status).toBe(201);
    expect(body.message).toBe('Notes saved');
    expect(body.notes.map((n: { title: string }) => n.title)).toEqual(['one', 'two']);
    const [first, second] = body.notes as { createdAt: string }[];
    expect(Date.parse(second.createdAt) - Date.parse(first.createdAt)).toBe(1);
  });

  test('one refused row saves none of them', async () => {
    const { status } = await callMock('POST', '/note/createMany', { body: { items: [{ title: 'one' }, { title: '' }] } });
    expect(status).toBe(400);
    expect(notes.all()).toHaveLength(0);
  });
});

describe('list and get', () => {
  test('list answers the records in the order the resource gives, under its key', async () => {
    await addNote('third', 3);
    await addNote('first', 1);
    await addNote('second', 2);
    const { status, body } = await callMock('GET', '/note/list', { as: PROJECT_MANAGER });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.notes.map((n: { title: string }) => n.title)).toEqual(['first', 'second', 'third']);
  });

  test('list needs a signed-in user', async () => {
    expect((await callMock('GET', '/note/list', { as: null })).status).toBe(401);
  });

  test('get answers one record under its key, and 404 with the resource text for an unknown id', async () => {
    const id = await addNote('kept');
    expect((await callMock('GET', `/note/get/${id}`)).body).toEqual({ success: true, note: { _id: id, title: 'kept', rank: 0 } });
    const missing = await callMock('GET', '/note/get/000000000000000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Note not found' });
  });
});

describe('update', () => {
  test('applies the changes and answers the updated record', async () => {
    const id = await addNote('draft');
    const { status, body } = await callMock('PUT', `/note/update/${id}`, { body: { title: 'final', rank: 5 } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Note updated', note: { _id: id, title: 'final', rank: 5 } });
    expect(notes.all().map((n) => n.title)).toEqual(['final']);
  });

  test('404 for an unknown id; the guard refuses before the body is read; a refused body changes nothing', async () => {
    expect((await callMock('PUT', '/note/update/000000000000000000000000', { body: { title: 'x' } })).status).toBe(404);
    const locked = await addNote('Locked');
    const guarded = await callMock('PUT', `/note/update/${locked}`, { body: ['not an object'] });
    expect(guarded.status).toBe(400);
    expect(guarded.body.message).toBe('Locked notes cannot be modified');
    const id = await addNote('open');
    expect((await callMock('PUT', `/note/update/${id}`, { body: { title: '' } })).status).toBe(400);
    expect(notes.all().map((n) => n.title)).toEqual(['Locked', 'open']);
  });

  test('any one of several permissions lets a user in', async () => {
    const id = await addNote('shared');
    expect((await callMock('PUT', `/note/update/${id}`, { as: PROJECT_MANAGER, body: { title: 'x' } })).status).toBe(403);
    expect((await callMock('PUT', `/note/update/${id}`, { as: HR_MANAGER, body: { title: 'by HR' } })).status).toBe(200);
  });
});

describe('delete', () => {
  test('removes the record with what goes with it, and answers the message', async () => {
    const id = await addNote('gone');
    const { status, body } = await callMock('DELETE', `/note/delete/${id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Note deleted' });
    expect(removedWith).toEqual([id]);
    expect(notes.all()).toHaveLength(0);
  });

  test('404 for an unknown id; 403 without the permission; the guard keeps the record', async () => {
    expect((await callMock('DELETE', '/note/delete/000000000000000000000000')).body).toEqual({ success: false, message: 'Note not found' });
    const locked = await addNote('Locked');
    expect((await callMock('DELETE', `/note/delete/${locked}`, { as: PROJECT_MANAGER })).status).toBe(403);
    const guarded = await callMock('DELETE', `/note/delete/${locked}`);
    expect(guarded.status).toBe(400);
    expect(guarded.body.message).toBe('Locked notes cannot be deleted');
    expect(removedWith).toEqual([]);
    expect(notes.all()).toHaveLength(1);
  });
});

describe('multipart bodies', () => {
  function form(fields: Record<string, string>, file?: File): FormData {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (file) body.append('attachment', file, file.name);
    return body;
  }

  test('create reads the text fields as strings and the file as a File', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'scan.png', { type: 'image/png' });
    const { status, body } = await callMock('POST', '/note/upload', { body: form({ title: ' Scanned ', rank: '4' }, file) });
    expect(status).toBe(201);
    expect(body.note).toMatchObject({ title: 'Scanned', rank: 4 });
    const [read] = received;
    expect(read.title).toBe(' Scanned ');
    expect(read.rank).toBe('4');
    expect(Object.prototype.toString.call(read.attachment)).toBe('[object File]');
    const attachment = read.attachment as File;
    expect(attachment.name).toBe('scan.png');
    expect(attachment.type).toBe('image/png');
    expect([...new Uint8Array(await attachment.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  test('update reads a multipart body too; its rules still refuse with their 400', async () => {
    const id = await addNote('before');
    expect((await callMock('PUT', `/note/upload/${id}`, { body: form({ title: 'after' }) })).body.note.title).toBe('after');
    const refused = await callMock('PUT', `/note/upload/${id}`, { body: form({ title: '' }) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Title is required');
  });

  test('a JSON body where multipart is expected is 400, and JSON stays the default elsewhere', async () => {
    const refused = await callMock('POST', '/note/upload', { body: { title: 'json' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Request body must be multipart/form-data');
    expect(notes.all()).toHaveLength(0);
    expect((await callMock('POST', '/note/create', { body: form({ title: 'x' }) })).body.message).toBe('Request body must be JSON');
  });
});
