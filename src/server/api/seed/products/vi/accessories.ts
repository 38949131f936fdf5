// Accessories in Vietnamese: each SKU's summary and details (texts.ts).
import type { VietnameseTexts } from './texts.ts';

export const ACCESSORIES_VI: VietnameseTexts = {
  'AC-APL-APP3': [
    'Tai nghe chống ồn tốt nhất của Apple, nay có cảm biến nhịp tim và Dịch trực tiếp.',
    'Khả năng chống ồn chủ động mạnh gấp đôi thế hệ trước. Nghe nhạc đến 8 giờ cho mỗi lần sạc.',
  ],
  'AC-APL-AP4ANC': [
    'AirPods thiết kế mở có chống ồn chủ động và hộp sạc USB-C.',
    'Âm thanh không gian cá nhân hóa bao trùm quanh bạn. Hộp sạc dùng được với bộ sạc Apple Watch.',
  ],
  'AC-APL-MMUSBC': [
    'Chuột không dây Multi-Touch của Apple, nay sạc qua cổng USB-C.',
    'Vuốt chuyển trang và cuộn bằng các cử chỉ đơn giản. Tự động ghép nối với máy Mac của bạn.',
  ],
  'AC-APL-MKTID': [
    'Bàn phím không dây có Touch ID, đăng nhập nhanh và an toàn trên máy Mac chip Apple.',
    'Pin dùng khoảng một tháng mỗi lần sạc. Phím mỏng gõ êm và chính xác.',
  ],
  'AC-APL-20WUSBC': [
    'Củ sạc 20 W nhỏ gọn, sạc nhanh iPhone đạt 50% trong khoảng 30 phút.',
    'Sạc được cả AirPods và iPad. Kích thước nhỏ, bỏ vừa mọi túi du lịch.',
  ],
  'AC-APL-AWSE3': [
    'Apple Watch giá dễ chịu với màn hình luôn bật, điểm giấc ngủ và phát hiện va chạm.',
    'Theo dõi luyện tập, nhịp tim và giấc ngủ. Sạc nhanh 15 phút dùng được tám giờ.',
  ],
  'AC-SAM-BUDS3P': [
    'Tai nghe cao cấp với chống ồn thích ứng và phiên dịch Galaxy AI.',
    'Dải đèn Blade Lights cho biết chế độ đang bật chỉ trong nháy mắt. Âm thanh Hi-Fi 24-bit khi dùng với điện thoại Galaxy.',
  ],
  'AC-SAM-BUDSCORE': [
    'Tai nghe chống ồn giá tốt, nghe nhạc đến 35 giờ khi dùng kèm hộp sạc.',
    'Đệm tai dạng cánh ôm chắc khi tập luyện. Chuẩn IP54 chống mồ hôi.',
  ],
  'AC-SAM-45WPA': [
    'Củ sạc siêu nhanh 2.0 công suất 45 W, kèm cáp USB-C.',
    'Sạc đầy Galaxy S26 Ultra trong khoảng một giờ. Sạc được cả laptop dùng cổng USB-C.',
  ],
  'AC-SAM-BP20K': [
    'Sạc dự phòng 20.000 mAh, sạc cùng lúc điện thoại và laptop.',
    'Được phép mang lên máy bay, sạc điện thoại được nhiều lần. Màn hình hiển thị dung lượng pin còn lại.',
  ],
  'AC-SAM-GW8': [
    'Galaxy Watch mỏng nhẹ với chỉ số chống oxy hóa, hướng dẫn giờ ngủ và Gemini ngay trên cổ tay.',
    'Thiết kế mặt đệm đeo êm suốt đêm. Mặt kính sapphire chống trầy xước.',
  ],
  'AC-LOG-MXM3S': [
    'Chuột không dây cao cấp với nút bấm yên tĩnh, cảm biến 8K DPI và cuộn MagSpeed.',
    'Cuộn một nghìn dòng chỉ trong một giây. Logi Options+ tùy chỉnh từng nút theo từng ứng dụng.',
  ],
  'AC-LOG-MXKS': [
    'Bàn phím không dây gõ êm tay với đèn nền thông minh và Smart Actions.',
    'Gõ trên tối đa ba thiết bị, chuyển đổi chỉ bằng một phím. Phím lõm hình cầu ôm vừa đầu ngón tay.',
  ],
  'AC-LOG-MXA3S': [
    'Chuột hiệu năng nhỏ gọn, di được cả trên mặt kính và bỏ vừa túi áo.',
    'Sạc nhanh một phút dùng được ba giờ. Nút bấm yên tĩnh, hợp văn phòng chung và quán cà phê.',
  ],
  'AC-LOG-M350S': [
    'Chuột Bluetooth mỏng, bấm không tiếng động, pin dùng đến hai năm.',
    'Chuyển đổi giữa ba thiết bị bằng một nút. Màu sắc nhã nhặn, hiện đại.',
  ],
  'AC-LOG-GPXSL2': [
    'Chuột esports không dây chỉ 60 g với cảm biến HERO 2 và switch quang cơ lai.',
    'Kết nối không dây LIGHTSPEED còn nhanh hơn nhiều chuột có dây. Lựa chọn của nhiều tuyển thủ chuyên nghiệp.',
  ],
  'AC-LOG-K120': [
    'Bàn phím USB bền bỉ, chống tràn nước cho nhu cầu gõ hằng ngày.',
    'Phím gõ êm với độ bền mười triệu lần nhấn. Cắm vào là gõ ngay.',
  ],
  'AC-LOG-ZV100': [
    'Tai nghe chụp tai không dây nhẹ, dành cho gọi video và nghe nhạc.',
    'Micro gạt lên để tắt tiếng, đạt chứng nhận cho Teams và Zoom. Pin 20 giờ đủ cho cả tuần làm việc dài.',
  ],
  'AC-RZR-DAV3P': [
    'Chuột esports không dây công thái học chỉ 63 g với cảm biến Focus Pro 30K.',
    'Switch quang học không có độ trễ chống dội. Hỗ trợ HyperPolling đến 8.000 Hz.',
  ],
  'AC-RZR-BSV2P': [
    'Tai nghe esports không dây với driver titan TriForce và micro băng thông siêu rộng.',
    'Pin đến 70 giờ, trụ vững qua mọi giải đấu. Kết nối qua HyperSpeed hoặc Bluetooth.',
  ],
  'AC-RZR-HV3PTKL': [
    'Bàn phím quang học analog TKL, tùy chỉnh hành trình nhận phím và có Rapid Trigger.',
    'Đặt điểm nhận từng phím từ 0,1 đến 4,0 mm. Tặng kèm kê tay nam châm.',
  ],
  'AC-RZR-BASV3': [
    'Chuột gaming có dây với 11 nút lập trình được và con lăn nghiêng HyperScroll.',
    'Đèn Chroma RGB với 11 vùng sáng. Cảm biến 26K DPI chính xác cho mọi thể loại game.',
  ],
  'AC-RZR-OROV2': [
    'Chuột gaming không dây nhỏ gọn, chạy đến 950 giờ chỉ với một viên pin AA.',
    'Kết nối không dây hai chế độ HyperSpeed và Bluetooth. Trọng lượng dưới 60 g.',
  ],
  'AC-RZR-BARX': [
    'Tai nghe không dây nhẹ cho PC, máy chơi game và điện thoại, micro tháo rời được.',
    'Kết nối PlayStation, Switch và Android qua đầu thu USB-C. Ghép Bluetooth với điện thoại khi ra ngoài.',
  ],
  'AC-COR-K70PRO': [
    'Bàn phím cơ gaming full-size với switch Cherry MX và khung nhôm.',
    'Công nghệ AXON Hyper-Processing gửi tín hiệu phím ở tần số 8.000 Hz. Keycap PBT double-shot không bị mòn chữ.',
  ],
  'AC-COR-HS80MAX': [
    'Tai nghe gaming không dây với Dolby Atmos, micro chuẩn phát sóng và pin 65 giờ.',
    'Kết nối không dây SLIPSTREAM giữ độ trễ thấp. Băng đầu dạng treo phân bổ trọng lượng đều.',
  ],
  'AC-COR-M75W': [
    'Chuột gaming không dây đối xứng, nhẹ, nút bên thay đổi được.',
    'Cảm biến 26K DPI bám chính xác. Dùng đến 210 giờ khi kết nối Bluetooth.',
  ],
  'AC-COR-K55PRO': [
    'Bàn phím gaming giá tốt với đèn RGB động, chống bụi và chống tràn nước.',
    'Sáu phím macro xử lý các lệnh phức tạp. Phím đa phương tiện riêng điều khiển nhạc thật nhanh.',
  ],
  'AC-COR-HS35V2': [
    'Tai nghe gaming có dây nhẹ với đệm tai mút hoạt tính và micro tháo rời.',
    'Jack 3,5 mm dùng được với PC, máy chơi game và điện thoại. Driver 50 mm cho âm thanh rõ ràng.',
  ],
};
