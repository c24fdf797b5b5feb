export function FavouriteButton({ saved, onClick }: { saved: boolean; onClick: () => void }) {
  return (
    <button type="button" className="favourite-button" aria-pressed={saved} onClick={onClick}>
      {saved ? (
        <>
          <span className="favourite-saved">★ 已收藏</span>
          <span className="favourite-cancel">取消收藏</span>
        </>
      ) : (
        '☆ 收藏'
      )}
    </button>
  );
}
