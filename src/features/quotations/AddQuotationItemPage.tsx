import { useNavigate, useParams } from 'react-router-dom';
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

/**
 * Sends the item with quantity × rate as its total; a failure keeps what was typed. While the project
 * could not be read, its header says so and the form cannot save.
 */
export default function AddQuotationItemPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const projectQuery = useProject(projectId);
  const project = projectQuery.data;
  const createItem = useCreateQuotationItem();
  const { control, handleSubmit } = useSchemaForm<QuotationItemValues>(addItemSchema, newItemValues(), {
    clearErrorOnEdit: false,
    draft: ['add-quotation-item', projectId],
  });

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
      intro={<AddItemProjectHeader projectId={projectId} />}
      formLabel="Add quotation item"
      maxWidth="none"
      columns={2}
      handleSubmit={handleSubmit}
      // The item is logged under its project's name: no save while the project could not be read (its header says so).
      reads={[{ query: projectQuery }]}
      send={send}
      successText={ADD_ITEM_TEXTS.created}
      successIn="toast"
      onSaved={() => {
        // The list opens on the project the item was added to.
        selection.setProjectId(projectId);
        navigate(PATHS.quotationManagement);
      }}
      errorText={ADD_ITEM_TEXTS.createFailed}
      submitLabel="Create"
      returnTo={{ path: PATHS.quotationManagement, backButton: 'Back to quotation management' }}
    >
      {(locked) => <QuotationItemFields control={control} disabled={locked} priced />}
    </FormPage>
  );
}
