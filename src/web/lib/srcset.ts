// Shared with the server, whose page head preloads the LCP image with the same candidates.
export {
  buildSrcSet,
  CARD_SIZES,
  COVER,
  COVER_ARTICLE_SIZES,
  COVER_CARD_SIZES,
  coverSrcSet,
  DEFAULT_FULL_WIDTH,
  GALLERY_SIZES,
  THUMB_WIDTH,
  TILE,
  TILE_SIZES,
} from '../../shared/image-sources';
