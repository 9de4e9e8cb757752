/**
 * The labour register: labour profiles with contact and bank details and an optional ID proof image.
 * Creates and updates are multipart; the image is kept in the uploads collection and served from
 * /uploads/labour/{filename}. The labour sheet's type-ahead reads the list too, so any signed-in user may.
 */
import { ID_PROOF_MAX_BYTES, PHONE_DIGITS } from '@/config/constants';
import { digitsOf, isEmail } from '@/lib/validators';
import { crudHandlers, type Fields } from '../crud';
import { db, type LabourProfileRecord } from '../db';
import { fail, text } from '../respond';
import { deleteUpload, isUploadedFile, saveUpload } from '../uploads';

export const LABOUR_UPLOAD_FOLDER = 'labour';
const CATEGORIES = ['Skilled', 'Unskilled'];

export const LABOUR_PROFILE_TEXTS = {
  notFound: 'Labour profile not found',
  created: 'Labour profile created successfully',
  updated: 'Labour profile updated successfully',
  deleted: 'Labour profile deleted successfully',
  category: 'Category must be Skilled or Unskilled',
  phone: 'Please enter a valid 10-digit phone number',
  email: 'Please enter a valid email address',
  notImage: 'Please select an image file',
  tooBig: 'File size must be less than 5MB',
  duplicatePhone: 'A labour profile with this phone number already exists',
  duplicateEmail: 'A labour profile with this email already exists',
} as const;

/** The required text fields and their labels, in the order a missing one is reported. */
const REQUIRED = [
  ['name', 'Name'],
  ['category', 'Category'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['ifscCode', 'IFSC Code'],
  ['branchName', 'Branch Name'],
  ['accountNumber', 'Account Number'],
] as const;
/** What an update may not empty: the edit form requires only these (02 §5); bank details may be cleared. */
const REQUIRED_ON_UPDATE = new Set(['name', 'category', 'phone', 'address']);

type ProfileFields = Omit<Fields<LabourProfileRecord>, 'idProof'>;

/** The ID proof of the body: a non-empty file that is an image under 5 MB; undefined when none came. */
function idProofOf(body: Record<string, unknown>): File | undefined {
  const file = body.idProof;
  if (!isUploadedFile(file) || (file.size === 0 && !file.name)) return undefined;
  if (!file.type.startsWith('image/')) fail(400, LABOUR_PROFILE_TEXTS.notImage);
  if (file.size >= ID_PROOF_MAX_BYTES) fail(400, LABOUR_PROFILE_TEXTS.tooBig);
  return file;
}

/** Refuses another profile's phone or e-mail (compared as digits, and trimmed and lowercased). */
function refuseDuplicates(fields: Partial<ProfileFields>, selfId?: string): void {
  const others = db.labourProfiles.all().filter((p) => p._id !== selfId);
  if (fields.phone && others.some((p) => digitsOf(p.phone) === fields.phone)) fail(400, LABOUR_PROFILE_TEXTS.duplicatePhone);
  if (fields.email && others.some((p) => p.email.trim().toLowerCase() === fields.email)) fail(400, LABOUR_PROFILE_TEXTS.duplicateEmail);
}

/** Reads and checks the text fields; `partial` (an update) checks only those present. */
function readFields(body: Record<string, unknown>, partial: boolean): Partial<ProfileFields> {
  const fields: Partial<ProfileFields> = {};
  for (const [key, label] of REQUIRED) {
    if (partial && !(key in body)) continue;
    const value = text(body[key]);
    if (!value && (!partial || REQUIRED_ON_UPDATE.has(key))) fail(400, `${label} is required`);
    fields[key] = value;
  }
  if (fields.category !== undefined && !CATEGORIES.includes(fields.category)) fail(400, LABOUR_PROFILE_TEXTS.category);
  if (fields.phone !== undefined) {
    const digits = digitsOf(fields.phone);
    if (digits.length !== PHONE_DIGITS) fail(400, LABOUR_PROFILE_TEXTS.phone);
    fields.phone = digits;
  }
  if (fields.ifscCode) fields.ifscCode = fields.ifscCode.toUpperCase();
  if (!partial || 'email' in body) {
    const email = text(body.email).toLowerCase();
    if (email && !isEmail(email)) fail(400, LABOUR_PROFILE_TEXTS.email);
    fields.email = email;
  }
  return fields;
}

export const labourProfileHandlers = crudHandlers(
  { store: db.labourProfiles, notFound: LABOUR_PROFILE_TEXTS.notFound },
  {
    list: {
      path: '/labourprofile/getAll',
      access: 'signedIn',
      records: () => db.labourProfiles.findMany(undefined, { orderBy: { name: 'asc' } }),
    },
    create: {
      path: '/labourprofile/create',
      access: 'MANAGE_LABOR',
      body: 'multipart',
      message: LABOUR_PROFILE_TEXTS.created,
      key: 'profile',
      read: async (body, { now }) => {
        const fields = readFields(body, false) as ProfileFields;
        const file = idProofOf(body);
        refuseDuplicates(fields);
        const idProof = file ? await saveUpload(LABOUR_UPLOAD_FOLDER, 'idproof', file, now) : null;
        return { ...fields, idProof };
      },
    },
    update: {
      path: '/labourprofile/update/:id',
      access: 'MANAGE_LABOR',
      body: 'multipart',
      message: LABOUR_PROFILE_TEXTS.updated,
      key: 'profile',
      read: async (body, current) => {
        const fields = readFields(body, true);
        const file = idProofOf(body);
        refuseDuplicates(fields, current._id);
        if (!file) return fields;
        // A new image replaces the stored one, which is deleted.
        const idProof = await saveUpload(LABOUR_UPLOAD_FOLDER, 'idproof', file);
        deleteUpload(LABOUR_UPLOAD_FOLDER, current.idProof);
        return { ...fields, idProof };
      },
    },
    remove: {
      path: '/labourprofile/delete/:id',
      access: 'MANAGE_LABOR',
      message: LABOUR_PROFILE_TEXTS.deleted,
      cascade: (profile) => deleteUpload(LABOUR_UPLOAD_FOLDER, profile.idProof),
    },
  },
);
