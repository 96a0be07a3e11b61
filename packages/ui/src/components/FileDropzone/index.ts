export { FileDropzone, type FileDropzoneProps } from './FileDropzone';
export {
  formatFileSize,
  matchesAccept,
  type FileRejection,
  type FileRejectionReason,
} from './fileRules';
