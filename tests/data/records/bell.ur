rules bell
light greedy
dark random
seed 1
throwoff 2 2 0 1
1. l 1:pass
2. d 1:pass
3. l 2:pass
4. d 2:pass
5. l 2:pass
6. d 2:pass
7. l 0:pass
8. d 1:pass
9. l 0:pass
10. d 2:pass
11. l 0:pass
12. d 1:pass
13. l 2:pass
14. d 2:pass
15. l 1:pass
16. d 1:pass
17. l 1:pass
18. d 1:pass
19. l 2:pass
20. d 2:pass
21. l 2:pass
22. d 1:pass
23. l 2:pass
24. d 2:pass
25. l 2:pass
26. d 1:pass
27. l 2:pass
28. d 2:pass
29. l 1:pass
30. d 0:pass
31. l 1:pass
32. d 1:pass
33. l 3:in/5 0:5/9 1:pass
34. d 1:pass
35. l 0:9/13 1:pass
36. d 0:pass
37. l 1:pass
38. d 0:pass
39. l 2:13/14 2:14/off 2:pass
40. d 1:pass
41. l 2:pass
42. d 0:pass
43. l 2:pass
44. d 0:pass
45. l 2:pass
46. d 1:pass
47. l 2:pass
48. d 2:pass
49. l 2:pass
50. d 3:in/5 1:pass
51. l 1:pass
52. d 1:pass
53. l 1:pass
54. d 3:5/10 2:10/11 0:11/off 1:pass
55. l 2:pass
56. d 2:pass
57. l 2:pass
58. d 2:pass
59. l 1:pass
60. d 3:in/5 0:5/9 1:pass
61. l 0:pass
62. d 1:pass
63. l 1:pass
64. d 2:9/10 1:pass
65. l 3:in/5 2:5/6 2:6/7 2:7/8 1:pass
66. d 1:pass
67. l 3:in/5 3:5/10* 3:10/off 2:8/9 2:9/10 1:pass
68. d 2:pass
69. l 1:pass
70. d 2:pass
71. l 1:pass
72. d 1:pass
73. l 3:10/off 3:in/5 1:pass
74. d 3:in/5* 1:pass
75. l 3:in/5* 1:pass
76. d 1:pass
77. l 1:pass
78. d 1:pass
79. l 2:5/6 1:pass
80. d 2:pass
81. l 2:6/7 1:pass
82. d 2:pass
83. l 1:pass
84. d 1:pass
85. l 3:in/5 2:5/6 2:7/8 0:8/12 1:pass
86. d 2:pass
87. l 1:pass
88. d 3:in/5 2:5/6* 2:6/7 1:pass
89. l 2:12/13 2:13/14 1:pass
90. d 1:pass
91. l 2:14/off 2:pass
92. d 1:pass
93. l 1:pass
94. d 2:7/8 2:8/9 2:9/10 1:pass
95. l 1:pass
96. d 2:10/11 0:11/off 2:pass
97. l 1:pass
98. d 2:pass
99. l 1:pass
100. d 2:pass
101. l 2:pass
102. d 0:pass
103. l 0:pass
104. d 3:in/5 1:pass
105. l 0:pass
106. d 1:pass
107. l 1:pass
108. d 1:pass
109. l 0:pass
110. d 0:5/9 1:pass
111. l 2:pass
112. d 1:pass
113. l 1:pass
114. d 0:9/13 0:pass
115. l 2:pass
116. d 3:in/5 1:pass
117. l 2:pass
118. d 3:5/10 2:13/14 1:pass
119. l 2:pass
120. d 1:pass
121. l 2:pass
122. d 1:pass
123. l 1:pass
124. d 0:pass
125. l 1:pass
126. d 2:10/11 2:11/12 2:14/off 2:12/13 1:pass
127. l 2:pass
128. d 3:in/5 0:5/9 1:pass
129. l 0:pass
130. d 2:9/10 3:10/off 1:pass
131. l 2:pass
132. d 1:pass
133. l 3:in/5 3:5/10 3:10/off 2:pass
134. d 1:pass
135. l 1:pass
136. d 2:13/14 3:in/5 2:5/6 2:14/off 0:6/10 1:pass
137. l 1:pass
138. d 1:pass
139. l 3:in/5 1:pass
140. d 1:pass
141. l 1:pass
142. d 2:10/11 0:11/off 0:pass
143. l 3:5/10 1:pass
144. d 2:pass
145. l 1:pass
146. d 1:pass
147. l 2:10/11 1:pass
148. d 3:in/5 1:pass
149. l 2:11/12 2:12/13 1:pass
150. d 1:pass
151. l 2:13/14 2:14/off 2:pass
152. d 1:pass
153. l 0:pass
154. d 2:5/6 1:pass
155. l 1:pass
156. d 1:pass
157. l 2:pass
158. d 1:pass
159. l 2:pass
160. d 1:pass
161. l 2:pass
162. d 1:pass
163. l 1:pass
164. d 1:pass
165. l 2:pass
166. d 0:6/10 2:10/11 1:pass
167. l 2:pass
168. d 3:pass
169. l 1:pass
170. d 2:11/12 3:pass
171. l 3:in/5 3:5/10 2:10/11 1:pass
172. d 1:pass
173. l 0:11/off
result light 7-6 coins=25,15,0
