// Image uploads for the admin area's forms: the campaign's featured image and rewards, campaign updates, and the
// onboarding editor. Only admin pages import this feature, so none of it reaches the public bundle.
export { uploadImage } from './api/upload-image';
export { useImageUpload, type ImageUpload } from './api/use-image-upload';
export { ImagePicker, type ImagePickerProps } from './components/image-picker';
export { ImagePreview, previewableUrl } from './components/image-preview';
export { ImageUploadField } from './components/image-upload-field';
export { imageFileProblem, UPLOAD_FAILED } from './lib/image-file';
