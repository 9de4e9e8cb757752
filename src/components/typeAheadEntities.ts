import type { TypeAheadEntity } from './TypeAhead';

/** What a type-ahead needs of a project. */
export interface PickableProject {
  _id: string;
  projectName: string;
  projectNumber: string;
}

/** Projects by name or number (quotation management, purchasing, billing). */
export const PROJECT_CHOICE: TypeAheadEntity<PickableProject> = {
  key: (project) => project._id,
  label: (project) => project.projectName,
  detail: (project) => project.projectNumber,
  searchText: (project) => [project.projectName, project.projectNumber],
  noMatchText: 'No matching projects',
};

/** What a type-ahead needs of a labour profile. */
export interface PickableLabourProfile {
  _id: string;
  name: string;
  phone: string;
}

/** Labour profiles by name or phone (the labour sheet's Name cell). */
export const LABOUR_PROFILE_CHOICE: TypeAheadEntity<PickableLabourProfile> = {
  key: (profile) => profile._id,
  label: (profile) => profile.name,
  detail: (profile) => profile.phone,
  searchText: (profile) => [profile.name, profile.phone],
  noMatchText: 'No matching labour profiles',
};

/** What a type-ahead needs of a vendor. */
export interface PickableVendor {
  _id: string;
  vendorName: string;
  category: string;
  /** The first is the primary number. */
  phoneNumbers?: readonly { number: string }[];
}

/** Vendors by name, with the first phone (or the category when there is none) under each (the purchase forms). */
export const VENDOR_CHOICE: TypeAheadEntity<PickableVendor> = {
  key: (vendor) => vendor._id,
  label: (vendor) => vendor.vendorName,
  detail: (vendor) => vendor.phoneNumbers?.[0]?.number || vendor.category,
  searchText: (vendor) => [vendor.vendorName],
  noMatchText: 'No matching vendors',
};
