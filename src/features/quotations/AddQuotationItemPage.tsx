import { useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useProject } from '@/api/projects';
import { PageHeader } from '@/components/PageHeader';
import { useToast } from '@/components/toastStore';
import { AddItemFormView } from './addItem/AddItemFormView';
import { AddItemProjectHeader } from './addItem/AddItemProjectHeader';
import { ADD_ITEM_TEXTS } from './addItem/addItemTexts';
import { selection } from './selection';
import { PATHS } from '@/config/paths';


export default function AddQuotationItemPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: project } = useProject(projectId);
  const backToList = () => navigate(PATHS.quotationManagement);

  const onCreated = () => {
    // The list opens on the project the item was added to.
    selection.setProjectId(projectId);
    toast.success(ADD_ITEM_TEXTS.created);
    navigate(PATHS.quotationManagement);
  };

  return (
    <>
      <PageHeader
        title="Add Quotation Item"
        subtitle="A priced line of the project's quotation"
        actions={
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={backToList} aria-label="Back to quotation management">
            Back
          </Button>
        }
      />
      <AddItemProjectHeader projectId={projectId} />
      <AddItemFormView projectId={projectId} projectName={project?.projectName ?? ''} onCreated={onCreated} onCancel={backToList} />
    </>
  );
}
