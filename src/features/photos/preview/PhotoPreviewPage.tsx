// Placeholder until the preview lands (issue 5): owned by the preview work.
export { PhotoAreaPage as PhotoPreviewPage } from '../PhotoAreaPage';
