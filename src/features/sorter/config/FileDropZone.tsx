// Shared with the inventory and storage-location uploads.
export { FileDropZone } from '~/components/FileDropZone';
