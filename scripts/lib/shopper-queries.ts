// What shoppers type into the search box, shared by the search and load benchmarks: whole queries
// (typos, with and without tone marks, Vietnamese and English, model numbers), and what they type
// letter by letter while the box suggests (every prefix from the second character).

/** What shoppers type: typos, with and without diacritics, Vietnamese and English, model numbers. */
export const QUERIES = [
  'iphone 17 pro max',
  'iphnoe 16',
  'samsung',
  'samsng galaxy s26',
  'galaxy s26 ultra',
  'redmi note 15 pro',
  'điện thoại samsung',
  'dien thoai gia re',
  'tai nghe không dây',
  'tai nghe khong day',
  'tai nghe chống ồn',
  'chuột không dây',
  'chuot gaming logitech',
  'bàn phím cơ',
  'ban phim co razer',
  'sạc dự phòng 20000mah',
  'cu sac 65w',
  'đồng hồ thông minh',
  'apple watch series 10',
  'màn hình cong',
  'man hinh gaming 27',
  'laptop gaming',
  'laptp asus',
  'macbook air m3',
  'macbok pro 14',
  'máy tính để bàn',
  'pc gaming rtx 4060',
  'máy tính bảng samsung',
  'ipad pro m5',
  'logitech mx master 3s',
  'airpods pro',
  'anker power bank',
  'lenovo thinkpad x1 carbon',
  'dell ultrasharp',
  'loa bluetooth',
  'apple',
];

/** What shoppers finish typing; suggestions are asked for at every character from the second. */
export const TYPED = [
  'iphone 17 pro',
  'samsung galaxy',
  'dien thoai',
  'tai nghe khong day',
  'man hinh cong',
  'laptop gaming',
  'macbook air',
  'ban phim co',
  'chuot logitech',
  'sac du phong',
  'đồng hồ',
  'apple watch',
  'airpods',
  'ipad pro',
];
/** Every prefix of TYPED from the second character, once each. */
export const SUGGESTIONS = [
  ...new Set(
    TYPED.flatMap((text) =>
      Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2).trim()),
    ),
  ),
];
