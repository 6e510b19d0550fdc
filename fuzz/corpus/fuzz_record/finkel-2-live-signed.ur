rules finkel:2
light Ana
dark Ben
remote 1 live light 7763c58127a0aa0d31f2ada45473bdc1
light-commit c1a93ef3667d84d1ef538c14a3d01093afb586e2096bd010aea920186b571729
dark-commit 34cc2cfe2ef6f2bce1cdbaeb3597a85a538c79155c5123686ca8fbae93c01b67
light-reveal 37 e7a2ccb9f98de9292f9a3d7b2ae1a27c93bbe0aa004cdc506318adaa00611dfc
dark-reveal 37 650130e541a4dd728b9d4673eaaa1f173e88aea813d0eb27b565dfcf64352b71
light-key 04a885cc7cb98cba3b9cd7c1f2002f018ecacc891f33fe9fcda8c6ba1f0b2b8c
dark-key 8ead4ff5618653cb170fa6f6e2b854e62fbe4192955db60f5f0bee2505bebff1
light-signed 1:PzSl3N3SauXF5oRylY3cvE2PR5E3HZcntf4WmfigE4BR_IqNEi_-EmL6m7DZuDcbGBo_EgTHxsqof_O_lUmTAQ 3:0sblReK6bsv57KtebkmSWF1nC67-f-J_m_fzT5iPnx3-VVbMonp_K3zAdNvxikBP77Dx034QTXQIiavs6scjBA 4:deCxzyTuB6UPSFOgoxMYaZGR9Nm-ptK8preZHR0lQBBzkbLtL_Wlyy1rxz5QZNtHpYjckwVEc_qO_wFS6zsMCg 6:L8iC1qnYdJu4obVt1bJJ5Fr7Aab6pIUsJ6L199qHrxe_9FCwLlhCJJE218cKErg12rOsVBTOH38mNR4VBNOFDA 8:y5v0HAydQZhtzuPkKQmsk3QgrO7YzHMa2W6sLGfZQU553gZSwx_Hr0mY_6Jv6--DvdIpTTIWdan3DQJ5Z5SBDw 10:IQqIlDlf56_ZEVYN24G8MFwWBGyT4MiO5WCqMBWPYCiYIneQmbtnb-Iln0ymiilASm0VnadOxPbouqxIHd3ZDg
dark-signed 2:PKAgwGNiVPr0J4STH5s8RRmtKkoaFZu0eqJPg9hQzeoUT3hYOrg96RYLA_xCBSdXuVnEBZYbvtEDASOpPmbECA 5:opuc9K996Ze-H5exVXpNJHaCEL63CtjfNQz2Kl_odS_E47HSnPGemuUnxoJ-PHJc7J8lbObQi2XvDO7BA0NADQ 7:3AX3CyBVyyEWXDYnfxkeNke7V5baU9sUiZvpj09id-I7wzl2RA_wxJzBLXKsmaiYjFSRgjDyZDb43TVstvUxBA 9:6QzFDljx9yOz-CNQGuD0YMF8VJI6RfaN0avPw7N54CEJpMVZ0jn1oQb1fJkxMq_JQAcHhVsEtHUpeXBI93aZCg 11:HW9MX-4X88A6LyjgCQfHBMbOlHoe2VLD4DD9XEHz6Hk4jzSUNXcp-jnmUHyFaCdJ59qliKdChkGvnmF1S_3gBg 12:6-1w1xH0G1ufjzQtDxJX-TYJjKPXZPvbMcihFUihgZ0HoP7-WPwnF_UBa2gBec9MWDZGYtmLtsbb9V7WwvNUDg 13:-y8mk1iaoHKtKPMYleINdRJNq2oIxL-1R6yd8gnIKuLI8-UMgvt_YH0oZOgld6L4fTuJLs8q-mtHUBW41-b1Bg 14:bktG5RudbaNsGLaYfLQxS8xCSUgKMeGU55neA-DvO0qWPpuxewXK5xkhHvglQYRR0MTqVL3IIBXnca5kcaLBCA
1. l 2:in/2
2. d 2:in/2
3. l 2:2/4 2:4/6
4. d 3:2/5
5. l 2:6/8 3:8/11
6. d 3:in/3
7. l 2:11/13
8. d 2:5/7
9. l 0:pass
10. d 4:7/11
11. l 3:in/3
12. d 2:3/5
13. l 2:3/5*
14. d 2:in/2
15. l 3:5/8 2:8/10
16. d 3:2/5
17. l 3:pass
18. d 2:11/13
19. l 4:10/14 2:13/off
20. d 1:5/6
21. l 3:pass
22. d 1:13/14 2:6/8 2:8/10
23. l 2:pass
24. d 2:10/12
25. l 2:pass
26. d 3:12/off
27. l 2:pass
28. d 2:pass
29. l 3:pass
30. d 2:pass
31. l 1:14/off
result light 2-1
