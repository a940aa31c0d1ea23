// Placeholder until the timeline lands (issue 5): owned by the timeline work.
export { PhotoAreaPage as PhotosPage } from './PhotoAreaPage';
