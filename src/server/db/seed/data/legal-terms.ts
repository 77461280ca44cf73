/**
 * The terms and conditions the shop starts with (Markdown). {{…}} placeholders are filled from the
 * store profile when the page is shown (src/shared/legal.ts). Returns follow the Consumer
 * Protection Law No. 181 of 2018: 14 days without a reason (art. 17), 30 days for a defect
 * (art. 21), refund within 7 days in the way the customer paid (art. 40, distance selling).
 */
const en = `These terms apply to every visit to this website and every order placed with {{storeName}} ("we", "us"). By creating an account or placing an order you accept them; please read them together with our [Privacy Policy](/privacy). Nothing in these terms limits the rights you have as a consumer under the Egyptian Consumer Protection Law No. 181 of 2018.

## 1. Who we are

- {{storeName}}
- Office: {{officeAddress}}
- Factory: {{factoryAddress}}
- E-mail: {{email}} · Phone: {{phone}} · WhatsApp: {{whatsapp}}

## 2. Your account

- To place an order you must be an adult with the legal capacity to enter into a contract.
- Give correct details and keep them up to date, especially your phone number and address: the courier relies on them.
- Keep your password secret. Tell us at once if you think someone else has used your account.
- We may suspend an account that is used for fraud or to harm the shop or other customers.

## 3. Products and prices

- Prices are in Egyptian pounds (EGP) and include VAT. The shipping fee is shown in the cart and at checkout before you order.
- We state capacity, voltage, range, charging time and the other specifications as accurately as we can. The range of an electric scooter or golf car and the runtime of a battery depend on load, speed, temperature, terrain and the age of the battery, so they are typical values, not guaranteed minimums.
- Photos show the products as faithfully as possible; colors may look slightly different on your screen.
- If a price is obviously wrong, or a product turns out to be unavailable after you ordered, we tell you before dispatch: you may then continue at the correct price or cancel and get back everything you paid.

## 4. Orders

- After ordering you receive an order number and a confirmation e-mail. It confirms that we received your order; the sale is concluded when we confirm and dispatch it.
- We may call you to confirm an order before dispatch, especially for heavy items, installations and high-value cash-on-delivery orders.
- You may cancel an order free of charge as long as it has not been dispatched, by contacting us or from your orders page where offered.

## 5. Payment

- **Cash on delivery**: pay the courier the full amount of the order, shipping included, in cash when you receive it. You receive an invoice with every order.
- **Card**: you pay on the secure page of our payment provider Paymob. We never see or store your card details. The order is confirmed as soon as Paymob confirms the payment; a card order that is not paid within 24 hours is cancelled automatically.
- Card payment may be temporarily unavailable; cash on delivery is always offered.
- Refunds are made in the way you paid: card payments go back to the same card (the time they take to appear depends on your bank), cash payments are refunded in cash on pickup or by bank transfer or mobile wallet, as you prefer.

## 6. Shipping and delivery

- We deliver to all governorates of Egypt through our delivery partners. Delivery times shown at checkout are estimates; if we cannot deliver within 30 days and you did not agree to a later date, you may cancel and receive a full refund.
- **Lithium batteries are dangerous goods** for transport (UN 3480 for batteries on their own, UN 3481 for batteries packed with or inside equipment, class 9). We pack, label and document them according to the transport rules and ship them by road only: air freight is not possible, and some couriers and remote areas need more time. A battery showing any damage is never shipped.
- Golf cars, large solar storage systems and other heavy items are delivered by truck on an agreed appointment; the delivery address must be reachable for the vehicle.
- **Inspect on delivery**: check the package in front of the courier before you pay or sign. Refuse a package that is crushed, wet or pierced, and any battery that is swollen, hot, leaking or smells of chemicals; have it noted on the delivery receipt and call us the same day. Please report damage found after opening as soon as possible, with photos, so we can help quickly; your legal rights for defects are not affected.

## 7. Returns and exchanges

- **14 days, no reason needed**: you may return or exchange a product within 14 days of receiving it, if it is unused, complete and in its original condition and packaging, with its invoice. A battery or vehicle counts as used once it has been installed, connected to a system, charged by you or ridden.
- **Defects, within 30 days**: a product that is defective, or does not match its description or what you ordered, may be returned, exchanged or refunded within 30 days of receipt at no cost to you. After that, the warranty below applies.
- **Not returnable without a defect**: products made or configured to your own specifications (for example custom battery packs or assembled solar systems), and products whose condition has changed through a cause on your side.
- **How to return**: contact us with your order number and we arrange the pickup. Batteries must travel in their original packaging or packaging we provide; never send a damaged battery by ordinary post or courier yourself.
- **Refund**: we refund within 7 days of receiving the product back, in the way you paid. Return shipping is free when the product is defective, damaged or not what you ordered; otherwise, for a change of mind, the cost of shipping it back is yours, and we tell you the amount before the pickup.

## 8. Warranty

- Every product carries the warranty stated on its product page, its invoice and its warranty card. For durable goods such as batteries, chargers, scooters and golf cars it is at least two years from delivery, as the law requires, and covers inspection, repair, original spare parts and the transport needed for a repair.
- **Batteries**: the warranty covers defects of the cells, the battery management system (BMS) and the casing, and a loss of capacity beyond what the product page states for normal use during the warranty period.
- **Electric scooters and golf cars**: the warranty covers the frame, motor, controller, charger and wiring; their battery is covered by its own battery warranty. Wear parts (tyres, tubes, brake pads, bulbs, grips) are covered against manufacturing defects, not normal wear.
- **Not covered**: damage from accidents, falls, water beyond the product's rating, fire or misuse; charging with a charger that is not approved for the product; leaving a battery deeply discharged for a long time; opening, modifying or repairing a product outside our service; and use outside the stated specifications.
- To make a claim, contact us with your order number and a description or photos of the problem. If the same defect comes back after repair within the period the law sets, we replace the product.

## 9. Battery and vehicle safety

- **Storage**: keep batteries in a dry, ventilated place between 10 °C and 30 °C, out of direct sun and away from anything flammable. For long storage, leave them at about 50 % charge and top them up every three months.
- **Charging**: use only the charger supplied or approved for the product, on a hard, non-flammable surface, away from heat and water. Do not charge below 0 °C or above 45 °C, do not cover a charging battery, and do not leave scooters charging unattended overnight.
- **Warning signs**: if a battery swells, gets unusually hot, hisses, leaks or smells, stop using and charging it at once, move it outdoors away from people and flammable material if that is safe, and call us. Never open, puncture or crush a battery.
- **Disposal and recycling**: used lithium batteries are hazardous waste under the Waste Management Law No. 202 of 2020 and must never go in household waste or fire. Bring or send us any battery bought from us at the end of its life and we hand it to a licensed recycler free of charge.
- **Riding**: wear a helmet on an electric scooter and follow the traffic rules and local regulations. Golf cars are meant for private grounds such as resorts, compounds and clubs, not for public roads unless licensed.

## 10. Liability

We are responsible for the products we sell and for the rights the law gives you. We are not responsible for damage caused by using a product against its instructions, its specifications or these safety rules, or for delays caused by events outside our control, such as severe weather, strikes or decisions of authorities. Nothing in these terms excludes liability that cannot be excluded under Egyptian law.

## 11. Content of the website

The texts, photos, logos and designs on this website belong to {{storeName}} or its partners and may not be copied for commercial use without our written permission.

## 12. Governing law and disputes

These terms are governed by the laws of the Arab Republic of Egypt. If you have a complaint, please contact us first: we will do our best to settle it quickly and amicably. You may also turn to the Consumer Protection Agency (hotline 19588). Any dispute that is not settled amicably falls under the jurisdiction of the competent Egyptian courts. These terms are published in Arabic and English; if the two differ, the Arabic text prevails.

## 13. Changes to these terms

We may update these terms; the version published here, with its "last updated" date, applies to orders placed from that date. An order already placed keeps the terms in force when it was placed.

## 14. Contact

{{storeName}} — {{officeAddress}} — {{email}} — {{phone}}.
`;

const ar = `تسري هذه الشروط على كل زيارة لهذا الموقع وكل طلب شراء يُقدَّم إلى {{storeName}}. وبإنشائك حسابًا أو تقديمك طلبًا فإنك توافق عليها، لذا نرجو أن تقرأها مع [سياسة الخصوصية](/privacy). ولا يحدّ أي بند من هذه الشروط من الحقوق التي يكفلها لك قانون حماية المستهلك المصري رقم 181 لسنة 2018.

## 1. من نحن

- {{storeName}}
- المكتب: {{officeAddress}}
- المصنع: {{factoryAddress}}
- البريد الإلكتروني: {{email}} · الهاتف: {{phone}} · واتساب: {{whatsapp}}

## 2. حسابك

- يُشترط فيمن يقدّم طلب شراء أن يكون بالغًا متمتعًا بالأهلية القانونية للتعاقد.
- احرص على صحة بياناتك وتحديثها، ولا سيما رقم الهاتف والعنوان، فعليهما يعتمد مندوب التوصيل.
- حافظ على سرية كلمة المرور، وأبلغنا فورًا إذا اشتبهت في أن غيرك استخدم حسابك.
- يحق لنا إيقاف أي حساب يُستخدم في الاحتيال أو في الإضرار بالمتجر أو بعملائه.

## 3. المنتجات والأسعار

- الأسعار بالجنيه المصري وتشمل ضريبة القيمة المضافة، وتظهر رسوم الشحن في السلة وصفحة إتمام الطلب قبل تأكيده.
- نحرص على دقة بيانات السعة والجهد والمدى وزمن الشحن وسائر المواصفات. غير أن مدى السكوتر الكهربائي أو عربة الجولف وزمن تشغيل البطارية يتوقفان على الحمولة والسرعة ودرجة الحرارة وطبيعة الطريق وعمر البطارية، فهي قيم استرشادية لا حدود دنيا مضمونة.
- تعرض الصور المنتجات بأقرب صورة ممكنة إلى الواقع، وقد تبدو الألوان مختلفة قليلًا على شاشتك.
- إذا تبيّن أن السعر المعروض خاطئ خطأً واضحًا، أو أن المنتج لم يعد متوفرًا بعد طلبك، أبلغناك قبل الشحن، ولك أن تكمل الطلب بالسعر الصحيح أو تلغيه وتسترد كل ما دفعته.

## 4. الطلبات

- بعد تقديم الطلب تتلقى رقمًا له ورسالة تأكيد بالبريد الإلكتروني تفيد بوصوله إلينا، ويتم البيع بتأكيدنا الطلب وشحنه.
- قد نتصل بك لتأكيد الطلب قبل شحنه، خاصة في المنتجات الثقيلة وطلبات التركيب والطلبات مرتفعة القيمة المدفوعة عند الاستلام.
- يحق لك إلغاء الطلب دون أي رسوم ما دام لم يُشحن بعد، بالتواصل معنا أو من صفحة طلباتك متى أتيح ذلك.

## 5. الدفع

- **الدفع عند الاستلام**: تدفع لمندوب التوصيل نقدًا القيمة الكاملة للطلب شاملة الشحن عند استلامه، وتحصل على فاتورة مع كل طلب.
- **الدفع بالبطاقة**: يتم الدفع على الصفحة الآمنة لمزوّد خدمة الدفع Paymob، ولا نطّلع على بيانات بطاقتك ولا نخزّنها. يتأكد الطلب فور تأكيد Paymob لعملية الدفع، ويُلغى تلقائيًا أي طلب بالبطاقة لم يُسدَّد خلال 24 ساعة.
- قد يتوقف الدفع بالبطاقة مؤقتًا، ويبقى الدفع عند الاستلام متاحًا دائمًا.
- نردّ المبالغ بالطريقة التي دفعت بها: يعود المبلغ المدفوع بالبطاقة إلى البطاقة نفسها (وتتوقف مدة ظهوره على البنك الذي تتعامل معه)، ويُردّ المبلغ المدفوع نقدًا نقدًا عند استلام المنتج منك أو بتحويل بنكي أو عبر محفظة إلكترونية حسب اختيارك.

## 6. الشحن والتوصيل

- نوصّل الطلبات إلى جميع محافظات مصر عبر شركائنا في الشحن، ومواعيد التوصيل المعروضة عند إتمام الطلب تقديرية. وإذا تعذّر التوصيل خلال 30 يومًا دون اتفاق مسبق معك على موعد لاحق، فلك أن تلغي الطلب وتسترد المبلغ كاملًا.
- **تُصنَّف بطاريات الليثيوم بضائعَ خطرة** في النقل (الرقم UN 3480 للبطاريات المنفردة، والرقم UN 3481 للبطاريات المعبأة مع الأجهزة أو المركّبة فيها، ضمن الفئة 9). لذلك نغلّفها ونضع عليها البطاقات والمستندات وفق قواعد النقل، ونشحنها برًّا فقط؛ فلا يمكن شحنها جوًّا، وقد يحتاج بعض شركات الشحن والمناطق النائية إلى وقت أطول. ولا نشحن أي بطارية تظهر عليها علامة تلف.
- تُسلَّم عربات الجولف ومنظومات التخزين الشمسي الكبيرة وغيرها من المنتجات الثقيلة بشاحنة في موعد نتفق عليه، ويجب أن يكون عنوان التسليم متاحًا لوصول الشاحنة.
- **افحص الطلب عند الاستلام**: عاين الطرد أمام المندوب قبل الدفع أو التوقيع. ارفض الطرد المهشّم أو المبلل أو المثقوب، وأي بطارية منتفخة أو ساخنة أو يتسرب منها سائل أو تنبعث منها رائحة كيميائية، واطلب إثبات ذلك على إيصال التسليم، ثم اتصل بنا في اليوم نفسه. وإذا اكتشفت تلفًا بعد فتح الطرد فأبلغنا في أسرع وقت مع صور توضحه لنساعدك سريعًا، دون أن يمس ذلك حقوقك القانونية في حالة العيوب.

## 7. الاسترجاع والاستبدال

- **خلال 14 يومًا دون إبداء أسباب**: يحق لك استرجاع المنتج أو استبداله خلال 14 يومًا من استلامه، بشرط ألا يكون قد استُعمل، وأن يكون كاملًا بحالته وتغليفه الأصليين ومعه الفاتورة. وتُعدّ البطارية أو المركبة مستعملة متى رُكّبت أو وُصّلت بمنظومة أو شحنتها بنفسك أو قُدت المركبة.
- **المنتج المعيب خلال 30 يومًا**: إذا كان المنتج معيبًا، أو غير مطابق لوصفه أو لما طلبته، فلك استرجاعه أو استبداله أو استرداد قيمته خلال 30 يومًا من استلامه دون أن تتحمل أي تكلفة، ويسري بعد ذلك الضمان المبيّن أدناه.
- **ما لا يُسترجع إلا إذا كان معيبًا**: المنتجات المصنوعة أو المجهزة وفق مواصفات حددتها أنت (مثل حزم البطاريات المصممة حسب الطلب أو منظومات الطاقة الشمسية المجمّعة)، والمنتجات التي تغيّرت حالتها لسبب يرجع إليك.
- **طريقة الاسترجاع**: تواصل معنا برقم طلبك لننظّم استلام المنتج منك. ويجب أن تُنقل البطاريات في تغليفها الأصلي أو في تغليف نوفّره لك، ولا ترسل بطارية تالفة بنفسك عبر البريد أو شركات الشحن.
- **رد المبلغ**: نردّ قيمة المنتج خلال 7 أيام من استلامه منك، وبالطريقة التي دفعت بها. ويكون الشحن مجانيًا إذا كان المنتج معيبًا أو تالفًا أو غير ما طلبته، أما إذا عدلت عن الشراء فتتحمل تكلفة إعادة الشحن، ونبلغك بقيمتها قبل استلام المنتج.

## 8. الضمان

- لكل منتج الضمان المذكور في صفحته وفي الفاتورة وبطاقة الضمان. ولا تقل مدته في السلع المعمّرة، كالبطاريات والشواحن والسكوترات وعربات الجولف، عن سنتين من تاريخ التسليم وفقًا للقانون، ويشمل الفحص والإصلاح وقطع الغيار الأصلية ونفقات النقل اللازمة للإصلاح.
- **البطاريات**: يشمل الضمان عيوب الخلايا ونظام إدارة البطارية (BMS) والغلاف الخارجي، وانخفاض السعة عمّا تذكره صفحة المنتج للاستخدام المعتاد خلال مدة الضمان.
- **السكوترات الكهربائية وعربات الجولف**: يشمل الضمان الهيكل والمحرك ووحدة التحكم والشاحن والأسلاك، أما البطارية فيغطيها ضمانها الخاص. وتُضمن الأجزاء المستهلكة (الإطارات والأنابيب الداخلية وتيل الفرامل والمصابيح والمقابض) ضد عيوب الصناعة لا ضد الاستهلاك الطبيعي.
- **ما لا يشمله الضمان**: الأضرار الناتجة عن الحوادث أو السقوط أو تسرب الماء بما يتجاوز درجة حماية المنتج أو الحريق أو سوء الاستخدام؛ والشحن بشاحن غير معتمد للمنتج؛ وترك البطارية فارغة تمامًا مدة طويلة؛ وفتح المنتج أو تعديله أو إصلاحه خارج مركز الخدمة لدينا؛ والاستخدام خارج المواصفات المعلنة.
- لطلب الضمان تواصل معنا برقم طلبك مع وصف للمشكلة أو صور توضحها. وإذا تكرر العيب نفسه بعد الإصلاح خلال المدة التي يحددها القانون، استبدلنا المنتج.

## 9. السلامة عند استخدام البطاريات والمركبات

- **التخزين**: احفظ البطاريات في مكان جاف جيد التهوية تتراوح حرارته بين 10 و30 درجة مئوية، بعيدًا عن أشعة الشمس المباشرة وعن أي مواد قابلة للاشتعال. وإذا طال التخزين فاتركها مشحونة بنحو 50% وأعد شحنها كل ثلاثة أشهر.
- **الشحن**: لا تستخدم إلا الشاحن المرفق بالمنتج أو المعتمد له، وضع البطارية أثناء الشحن على سطح صلب غير قابل للاشتعال بعيدًا عن مصادر الحرارة والماء. لا تشحنها في درجة حرارة أقل من الصفر أو أعلى من 45 درجة مئوية، ولا تغطّها أثناء الشحن، ولا تترك السكوتر يُشحن طوال الليل دون متابعة.
- **علامات الخطر**: إذا انتفخت البطارية أو سخنت على غير العادة أو صدر عنها صفير أو تسرّب منها سائل أو انبعثت منها رائحة، فتوقف فورًا عن استخدامها وشحنها، وانقلها إلى مكان مكشوف بعيدًا عن الناس والمواد القابلة للاشتعال إن أمكن ذلك بأمان، ثم اتصل بنا. ولا تحاول فتح البطارية أو ثقبها أو سحقها مطلقًا.
- **التخلص والتدوير**: بطاريات الليثيوم المستهلكة من المخلفات الخطرة وفقًا لقانون تنظيم إدارة المخلفات رقم 202 لسنة 2020، فلا تلقها مع القمامة المنزلية ولا في النار. أحضر إلينا أو أرسل أي بطارية اشتريتها منا عند انتهاء عمرها، وسنسلّمها مجانًا إلى جهة تدوير مرخّصة.
- **القيادة**: ارتدِ خوذة عند قيادة السكوتر الكهربائي، والتزم بقواعد المرور واللوائح المحلية. أما عربات الجولف فمخصصة للأماكن الخاصة كالمنتجعات والمجمعات السكنية والأندية، ولا تسير على الطرق العامة ما لم تكن مرخّصة.

## 10. المسؤولية

نتحمل المسؤولية عن المنتجات التي نبيعها وعن الحقوق التي يكفلها لك القانون، ولا نُسأل عن الأضرار الناتجة عن استخدام المنتج بما يخالف تعليماته أو مواصفاته أو قواعد السلامة هذه، ولا عن التأخير الناجم عن ظروف خارجة عن إرادتنا كسوء الأحوال الجوية أو الإضرابات أو قرارات السلطات. ولا يعفينا أي بند من هذه الشروط من مسؤولية لا يجوز الإعفاء منها وفق القانون المصري.

## 11. محتوى الموقع

النصوص والصور والشعارات والتصميمات المنشورة على هذا الموقع مملوكة لـ{{storeName}} أو لشركائها، ولا يجوز نسخها لأغراض تجارية دون إذن كتابي منا.

## 12. القانون الواجب التطبيق وتسوية النزاعات

تخضع هذه الشروط لقوانين جمهورية مصر العربية. وإذا كانت لديك شكوى فنرجو أن تتواصل معنا أولًا، وسنبذل جهدنا لتسويتها وديًّا وبسرعة، ولك كذلك أن تلجأ إلى جهاز حماية المستهلك (الخط الساخن 19588). ويختص بنظر أي نزاع لم يُسوَّ وديًّا المحاكمُ المصرية المختصة. وتُنشر هذه الشروط باللغتين العربية والإنجليزية، وعند الاختلاف بينهما يُعتدّ بالنص العربي.

## 13. تعديل هذه الشروط

قد نحدّث هذه الشروط من وقت لآخر، ويسري النص المنشور هنا بتاريخ «آخر تحديث» الخاص به على الطلبات المقدمة منذ ذلك التاريخ، بينما يبقى كل طلب سابق خاضعًا للشروط التي كانت سارية وقت تقديمه.

## 14. التواصل معنا

{{storeName}} — {{officeAddress}} — {{email}} — {{phone}}.
`;

export const seedTerms = { en, ar };
