export default function ProjectManagementPage() {
  return null;
}
