import { useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useProject } from '@/api/projects';
import { useCreateQuotationItem } from '@/api/quotations';
import { FormPage } from '@/components/FormPage';
import { PATHS } from '@/config/paths';
import { materialAmount } from '@/lib/amounts';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { addItemSchema } from './addItem/addItemSchema';
import { ADD_ITEM_TEXTS } from './addItem/addItemTexts';
import { AddItemProjectHeader } from './addItem/AddItemProjectHeader';
import { QuotationItemFields } from './itemForm/QuotationItemFields';
import { newItemValues, type QuotationItemValues } from './itemForm/quotationItemValues';
import { selection } from './selection';

/** Sends the item with quantity × rate as its total; a failure keeps what was typed. */
export default function AddQuotationItemPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const { data: project } = useProject(projectId);
  const createItem = useCreateQuotationItem();
  const { control, handleSubmit } = useSchemaForm<QuotationItemValues>(addItemSchema, newItemValues(), { clearErrorOnEdit: false });
  const backToList = () => navigate(PATHS.quotationManagement);

  const send = ({ description, itemNo, unit, date, ...typed }: QuotationItemValues) => {
    const quantity = Number(typed.quantity);
    const rate = Number(typed.rate);
    const item = { description, itemNo, quantity, unit, rate, date, totalAmount: materialAmount(quantity, rate), projectId };
    return createItem.mutateAsync({ item, projectName: project?.projectName ?? '' });
  };

  return (
    <FormPage
      title="Add Quotation Item"
      subtitle="A priced line of the project's quotation"
      headerActions={
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={backToList} aria-label="Back to quotation management">
          Back
        </Button>
      }
      intro={<AddItemProjectHeader projectId={projectId} />}
      formLabel="Add quotation item"
      maxWidth="none"
      columns={2}
      handleSubmit={handleSubmit}
      send={send}
      successText={ADD_ITEM_TEXTS.created}
      successIn="toast"
      onSaved={() => {
        // The list opens on the project the item was added to.
        selection.setProjectId(projectId);
        backToList();
      }}
      errorText={ADD_ITEM_TEXTS.createFailed}
      submitLabel="Create"
      onCancel={backToList}
    >
      {(locked) => <QuotationItemFields control={control} disabled={locked} priced />}
    </FormPage>
  );
}
