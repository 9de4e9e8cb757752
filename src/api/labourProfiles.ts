/**
 * The labour register: labour profiles with contact and bank details and an optional ID proof image.
 * Creates and updates are multipart (the image travels as the `idProof` file); uploaded images are
 * served by the API host under /uploads/labour/.
 */
import { getDigest, http, uploadUrl } from './http';
import { LIST_KEYS } from './listKeys';
import { entityFrom, idOf, listOf, recordOf, str } from './normalise';
import { defineResource } from './resource';

export const LABOUR_CATEGORIES = ['Skilled', 'Unskilled'] as const;
export type LabourCategory = (typeof LABOUR_CATEGORIES)[number];

export interface LabourProfile {
  _id: string;
  name: string;
  category: LabourCategory | string;
  phone: string;
  email: string;
  address: string;
  ifscCode: string;
  branchName: string;
  accountNumber: string;
  /** The stored file name (or address) of the ID proof image; '' when none was uploaded. */
  idProof: string;
  createdAt?: string;
}

/** What the add page and the edit dialog send; `idProof` is a newly chosen image, if any. */
export type LabourProfileFields = Pick<LabourProfile, 'name' | 'phone' | 'email' | 'address' | 'ifscCode' | 'branchName' | 'accountNumber'> & {
  category: string;
  idProof?: File | null;
};

type Raw = Record<string, unknown>;

export function normaliseLabourProfile(input: unknown): LabourProfile {
  const raw = recordOf(input);
  return {
    _id: idOf(raw),
    name: str(raw.name),
    category: str(raw.category),
    phone: Array.isArray(raw.phone) ? str(raw.phone[0]) : str(raw.phone),
    email: str(raw.email),
    address: str(raw.address),
    ifscCode: str(raw.ifscCode),
    branchName: str(raw.branchName),
    accountNumber: str(raw.accountNumber),
    idProof: str(raw.idProof),
    createdAt: raw.createdAt ? str(raw.createdAt) : undefined,
  };
}

/** The address of a profile's ID proof image, or null when it has none. */
export function idProofUrl(profile: Pick<LabourProfile, 'idProof'>): string | null {
  return profile.idProof ? uploadUrl('labour', profile.idProof) : null;
}

/** The multipart body: every text field, and the image only when one was chosen. */
export function labourProfileForm(fields: LabourProfileFields): FormData {
  const form = new FormData();
  const { idProof, ...texts } = fields;
  for (const [key, value] of Object.entries(texts)) form.append(key, value.trim());
  if (idProof) form.append('idProof', idProof, idProof.name);
  return form;
}

const q = encodeURIComponent;

const PROFILE_LIST_PATH = '/labourprofile/getAll';

export async function fetchLabourProfiles(): Promise<LabourProfile[]> {
  const { data } = await http.get(PROFILE_LIST_PATH);
  return listOf(data, LIST_KEYS.labourProfiles, normaliseLabourProfile);
}

/** How many labour profiles there are, without taking them all in (the dashboard's card). */
export const fetchLabourCount = () => getDigest(PROFILE_LIST_PATH, 'labourCount');

export async function createLabourProfile(fields: LabourProfileFields): Promise<LabourProfile | undefined> {
  const { data } = await http.post('/labourprofile/create', labourProfileForm(fields));
  const raw = entityFrom<Raw>(data, 'profile');
  return raw ? normaliseLabourProfile(raw) : undefined;
}

export async function updateLabourProfile(id: string, fields: LabourProfileFields): Promise<void> {
  await http.put(`/labourprofile/update/${q(id)}`, labourProfileForm(fields));
}

export async function deleteLabourProfile(id: string): Promise<void> {
  await http.delete(`/labourprofile/delete/${q(id)}`);
}

// The register changes rarely and every write here refreshes it: the labour sheet's type-ahead reads it at most once a minute.
const labourProfiles = defineResource<LabourProfile>({
  key: ['labourProfiles'],
  list: fetchLabourProfiles,
  staleTime: 60_000,
  entityType: 'labour',
  nameOf: (profile) => profile.name,
});

/** A labour profile as the server has it now (an edit's conflict check). */
export const readLabourProfile = (id: string) => labourProfiles.readFresh(id);

export const labourProfileKeys = {
  ...labourProfiles.keys,
  /** The number of profiles alone (`fetchLabourCount`): refreshed by every profile write, as the list is. */
  count: [...labourProfiles.keys.all, 'count'] as const,
};

export const useLabourProfiles = () => labourProfiles.useList();

export const useCreateLabourProfile = labourProfiles.creates(createLabourProfile, (fields: LabourProfileFields) => ({
  name: fields.name.trim(),
  description: `Added ${fields.name.trim()} (${fields.category}) to the labour register`,
}));

export const useUpdateLabourProfile = labourProfiles.updates(
  ({ id, fields }: { id: string; fields: LabourProfileFields }) => updateLabourProfile(id, fields),
  ({ id, fields }) => ({ id, name: fields.name.trim(), description: `Updated labour profile of ${fields.name.trim()}` }),
);

export const useDeleteLabourProfile = labourProfiles.deletes(deleteLabourProfile, (profile) => `Removed ${profile.name} from the labour register`);
