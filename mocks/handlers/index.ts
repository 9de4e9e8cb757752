import { activityHandlers } from './activity';
import { authHandlers } from './auth';
import { billHandlers } from './bills';
import { excessItemHandlers } from './excessItems';
import { labourProfileHandlers } from './labourProfiles';
import { materialPurchaseHandlers } from './materialPurchases';
import { projectHandlers } from './projects';
import { quotationHandlers } from './quotations';
import { quotationSheetHandlers } from './quotationSheets';
import { roleHandlers } from './roles';
import { userHandlers } from './users';
import { vendorHandlers } from './vendors';
import { uploadHandlers } from '../uploads';

/** Every resource's handlers, in one list served by all three hosts. */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...activityHandlers,
  ...projectHandlers,
  ...quotationHandlers,
  ...quotationSheetHandlers,
  ...labourProfileHandlers,
  ...vendorHandlers,
  ...materialPurchaseHandlers,
  ...excessItemHandlers,
  ...billHandlers,
  ...uploadHandlers,
];
