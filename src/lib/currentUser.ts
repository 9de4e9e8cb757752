/** The signed-in user as the app keeps it (the spec's "current user"). */
export interface CurrentUser {
  _id?: string;
  name: string;
  email: string;
  role: string;
  permissions: string[];
  status: string;
}
