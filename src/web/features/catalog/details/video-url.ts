// The parser moved to src/shared so the server validates blog video links with the same rules.
export { parseVideoUrl, type VideoSource } from '../../../../shared/video-url';
